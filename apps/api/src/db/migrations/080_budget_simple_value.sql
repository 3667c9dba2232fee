-- The quote pop-up names the product's chosen variation (the voltage, issue 39): the simple value the product page
-- had chosen when the quote was asked for; null when the product has none or none was chosen.
ALTER TABLE budgets ADD COLUMN simple_value_id integer REFERENCES product_simple_values (id);
