-- Bulk catalogue writes (the import, issue 26; bench/notes/031-admin-api-and-import.md "Figures"): the link-table
-- triggers of migration 007 each rewrite the products they touch (one UPDATE of `products` per statement, with its
-- indexes and its own triggers). A writer that rewrites the arrays itself — together with the search vectors, in one
-- UPDATE per batch — sets `vitrine.product_arrays` to 'deferred' for the transaction; every other writer is unchanged.
CREATE OR REPLACE FUNCTION products_refresh_filtros() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('vitrine.product_arrays', true), '') = 'deferred' THEN
    RETURN NULL;
  END IF;
  UPDATE products p
     SET filtros = ARRAY(SELECT v.filter_value_id FROM product_filter_values v WHERE v.product_id = p.id ORDER BY 1)
   WHERE p.id IN (SELECT product_id FROM changed_rows);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION products_refresh_atributos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('vitrine.product_arrays', true), '') = 'deferred' THEN
    RETURN NULL;
  END IF;
  UPDATE products p
     SET atributos = ARRAY(SELECT DISTINCT v.attribute_value_id FROM product_simple_values v
                            WHERE v.product_id = p.id ORDER BY 1)
   WHERE p.id IN (SELECT product_id FROM changed_rows);
  RETURN NULL;
END $$;
