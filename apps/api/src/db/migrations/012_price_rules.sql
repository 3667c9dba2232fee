-- The "price now" rule (docs/decisions/007-product-detail-and-cart.md): the scheduled price in force at a moment,
-- per product. A schedule is in force inside its window (data_inicial <= moment < data_final); of several in force
-- for one product, the latest starting wins, and of two starting at the same instant the one with the highest id.
-- Every read of a price composes this function (apps/api/src/modules/catalog/price-now.ts), so a card, a listing,
-- the product page, a kit, the cart and the shipping quote cannot pick different schedules.
--
-- LANGUAGE sql, STABLE, one SELECT: the planner inlines it as a subquery. Joined by product_id it stays one
-- set-based pass over the schedules in force (listings); inside a LATERAL subquery that cannot be pulled up
-- (`… WHERE product_id = p.id LIMIT 1`) the product condition is pushed into it and it is one index probe per
-- product (scheduled_prices_product_idx).
CREATE FUNCTION scheduled_prices_at(moment timestamptz)
RETURNS TABLE (
  product_id integer,
  id integer,
  preco_de_cents integer,
  preco_por_cents integer,
  data_inicial timestamptz,
  data_final timestamptz
)
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT DISTINCT ON (s.product_id) s.product_id, s.id, s.preco_de_cents, s.preco_por_cents, s.data_inicial,
         s.data_final
    FROM scheduled_prices s
   WHERE s.data_inicial <= moment AND s.data_final > moment
   ORDER BY s.product_id, s.data_inicial DESC, s.id DESC
$$;
