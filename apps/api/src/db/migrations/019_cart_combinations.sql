-- A 'Compre junto' combination as ONE cart line (decision 024): tipo 'combinacao' names the combination; product_id
-- and simple_value_id hold the main product and its chosen value, indicated_value_id the indicated product's chosen
-- value (the indicated product itself is the combination's). The line is priced at read time from the database:
-- both products' prices now, less the combination's desconto_percent.
ALTER TABLE cart_items DROP CONSTRAINT cart_items_tipo_check;
ALTER TABLE cart_items ADD CONSTRAINT cart_items_tipo_check CHECK (tipo IN ('produto', 'lista', 'combinacao'));
-- A combination removed from the catalogue takes its cart lines with it: its price can no longer be honoured.
ALTER TABLE cart_items ADD COLUMN combination_id integer REFERENCES combinations (id) ON DELETE CASCADE;
ALTER TABLE cart_items ADD COLUMN indicated_value_id integer REFERENCES product_simple_values (id);
ALTER TABLE cart_items ADD CONSTRAINT cart_items_combinacao_check
  CHECK (tipo <> 'combinacao' OR (combination_id IS NOT NULL AND product_id IS NOT NULL));
