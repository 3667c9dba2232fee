-- Store ratings shown as the home's testimonials (published and authorised) now bump the catalogue version, as
-- reviews and questions do (migration 020): the back office's approval reaches every storefront process on its next
-- request, whose shared answers are kept under that version (docs/decisions/036-back-office.md). A shopper's new
-- rating (stored unpublished) changes no page and bumps nothing.
CREATE FUNCTION store_reviews_catalog_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows WHERE publicado AND autorizacao) THEN
    UPDATE catalog_version SET versao = versao + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER store_reviews_catalog_ins AFTER INSERT ON store_reviews
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION store_reviews_catalog_touch();
CREATE TRIGGER store_reviews_catalog_del AFTER DELETE ON store_reviews
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION store_reviews_catalog_touch();
CREATE TRIGGER store_reviews_catalog_upd_old AFTER UPDATE ON store_reviews
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION store_reviews_catalog_touch();
CREATE TRIGGER store_reviews_catalog_upd_new AFTER UPDATE ON store_reviews
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION store_reviews_catalog_touch();
CREATE TRIGGER store_reviews_catalog_trunc AFTER TRUNCATE ON store_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
