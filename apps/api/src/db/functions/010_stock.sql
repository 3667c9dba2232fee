-- The stock rules (B§5; docs/decisions/007-product-detail-and-cart.md), the one place they are written in SQL. This
-- file is applied again at every start, after the migrations (db/migrate.ts): change a rule here, not in a migration.
-- Its TypeScript twin, catalog/group-stock.ts, is checked against it (apps/api/test/stock-rules.test.ts).

-- Buyable: a product may be sold when it is active and 'disponivel' ('sobConsulta' and 'indisponivel' never are).
-- Plain SQL without STRICT, so PostgreSQL inlines it into a query's WHERE as the bare expression.
CREATE OR REPLACE FUNCTION buyable(ativo boolean, status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT ativo AND status = 'disponivel'
$$;

-- One member of a bundle (a product group's item, a kit's product): how many bundles its stock allows,
-- ⌊stock ÷ units of it per bundle⌋. A bundle's stock is the least of this over its members.
CREATE OR REPLACE FUNCTION bundle_stock(estoque integer, quantidade integer) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT floor(estoque::numeric / quantidade)::integer
$$;

-- The stock of a product group now: the least bundle_stock over its items; null when it has none (a product that is
-- not a group: its own stock applies).
CREATE OR REPLACE FUNCTION group_stock(pid integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT min(bundle_stock(i.estoque, g.quantidade))
    FROM product_group_items g JOIN products i ON i.id = g.item_product_id
   WHERE g.product_id = pid
$$;
