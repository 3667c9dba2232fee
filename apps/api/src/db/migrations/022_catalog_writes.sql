-- Catalogue writes of the admin API and the import (docs/decisions/031-admin-api-and-import.md).

-- One version bump per operation, not per statement: a writer that changes many tables in one transaction sets
-- `vitrine.catalog_batch` to 'on' for that transaction (set_config(…, true)), its statements then leave the version
-- alone, and it bumps it once at the end when something changed (modules/admin/catalog-batch.ts).
CREATE OR REPLACE FUNCTION catalog_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('vitrine.catalog_batch', true), '') <> 'on' THEN
    UPDATE catalog_version SET versao = versao + 1;
  END IF;
  RETURN NULL;
END $$;

-- Each simple-attribute value is a sellable sku of its own (a CSV row, a stock or price update names it). Values
-- written without one get '{product sku}-{value id}'.
ALTER TABLE product_simple_values ADD COLUMN sku text;
UPDATE product_simple_values v SET sku = p.sku || '-' || v.id FROM products p WHERE p.id = v.product_id;
CREATE UNIQUE INDEX product_simple_values_sku_idx ON product_simple_values (sku);

CREATE FUNCTION product_simple_values_default_sku() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.sku IS NULL THEN
    NEW.sku := (SELECT p.sku FROM products p WHERE p.id = NEW.product_id) || '-' || NEW.id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER product_simple_values_sku BEFORE INSERT ON product_simple_values
  FOR EACH ROW EXECUTE FUNCTION product_simple_values_default_sku();

-- Images uploaded through the admin API (PUT /v2/admin/products/{sku}), served at /media/arquivos/{sha256}.{ext}.
-- Kept in the database, so every node serves them; the same file uploaded twice is stored once.
CREATE TABLE media_uploads (
  sha256     text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  tipo       text NOT NULL,
  dados      bytea NOT NULL,
  criado_em  timestamptz NOT NULL DEFAULT now()
);

-- 'Avise-me' requests still waiting for their product, value or kit.
CREATE INDEX solicitations_pending_product_idx ON solicitations (product_id) WHERE avisado_em IS NULL;
CREATE INDEX solicitations_pending_list_idx ON solicitations (list_id) WHERE avisado_em IS NULL;
CREATE INDEX product_group_items_item_idx ON product_group_items (item_product_id);
