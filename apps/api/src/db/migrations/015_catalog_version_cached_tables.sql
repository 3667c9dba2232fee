-- Every cached answer of the Store API is keyed by the catalogue version (docs/decisions/012-caches.md). Migration
-- 010 bumps it for what listings and searches read; the catalogue tables cached beside them — filters, attributes
-- and their values (every listing's filter and attribute names), the instalment table and the settings (store
-- pricing: instalments and the cash discount; the site name) — bump it too, so their change shows on the next
-- request instead of after a TTL.
CREATE TRIGGER filters_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON filters
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER filter_values_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON filter_values
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER attributes_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attributes
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER attribute_values_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attribute_values
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER installment_rules_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON installment_rules
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER settings_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
