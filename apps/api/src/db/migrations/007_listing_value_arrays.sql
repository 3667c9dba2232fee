-- Facets on large scopes (docs/decisions/006-search.md "Performance"): every product carries the ids of its filter
-- values and simple-attribute values, so a listing reads them with the product row instead of two index probes
-- per product. Kept by statement-level triggers on the link tables (one UPDATE per statement, so bulk writes such
-- as the large-catalogue generator stay fast), on PostgreSQL and PGlite alike.
ALTER TABLE products
  ADD COLUMN filtros integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN atributos integer[] NOT NULL DEFAULT '{}';

CREATE FUNCTION products_refresh_filtros() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
     SET filtros = ARRAY(SELECT v.filter_value_id FROM product_filter_values v WHERE v.product_id = p.id ORDER BY 1)
   WHERE p.id IN (SELECT product_id FROM changed_rows);
  RETURN NULL;
END $$;

CREATE FUNCTION products_refresh_atributos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
     SET atributos = ARRAY(SELECT DISTINCT v.attribute_value_id FROM product_simple_values v
                            WHERE v.product_id = p.id ORDER BY 1)
   WHERE p.id IN (SELECT product_id FROM changed_rows);
  RETURN NULL;
END $$;

CREATE TRIGGER product_filter_values_ins AFTER INSERT ON product_filter_values
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_filtros();
CREATE TRIGGER product_filter_values_del AFTER DELETE ON product_filter_values
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_filtros();
CREATE TRIGGER product_filter_values_upd_old AFTER UPDATE ON product_filter_values
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_filtros();
CREATE TRIGGER product_filter_values_upd_new AFTER UPDATE ON product_filter_values
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_filtros();

CREATE TRIGGER product_simple_values_ins AFTER INSERT ON product_simple_values
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_atributos();
CREATE TRIGGER product_simple_values_del AFTER DELETE ON product_simple_values
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_atributos();
CREATE TRIGGER product_simple_values_upd_old AFTER UPDATE ON product_simple_values
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_atributos();
CREATE TRIGGER product_simple_values_upd_new AFTER UPDATE ON product_simple_values
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_atributos();

-- Products already in the database.
UPDATE products p
   SET filtros = ARRAY(SELECT v.filter_value_id FROM product_filter_values v WHERE v.product_id = p.id ORDER BY 1),
       atributos = ARRAY(SELECT DISTINCT v.attribute_value_id FROM product_simple_values v
                          WHERE v.product_id = p.id ORDER BY 1)
 WHERE EXISTS (SELECT 1 FROM product_filter_values v WHERE v.product_id = p.id)
    OR EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id);

-- Suggestions rank the most popular matches among active products.
CREATE INDEX products_ativo_popularidade_idx ON products (popularidade DESC, id) WHERE ativo;

-- Category and brand listings read every product of their scope for the facet counts: these covering indexes hold
-- every column the listing statement reads, so a large scope is an index-only scan of a few megabytes instead of
-- a visit to every page of the (wide) products table.
CREATE INDEX products_category_listing_idx ON products (category_id)
  INCLUDE (id, popularidade, status, criado_em, preco_por_cents, preco_de_cents, filtros, atributos) WHERE ativo;
CREATE INDEX products_brand_listing_idx ON products (brand_id)
  INCLUDE (id, category_id, popularidade, status, criado_em, preco_por_cents, preco_de_cents, filtros, atributos)
  WHERE ativo;
