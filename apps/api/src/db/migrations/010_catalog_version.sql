-- Search and facet caches (docs/decisions/006-search.md "Caches"): one catalogue version, bumped by every statement
-- that changes what a listing or a search answers. A process keeps a cached answer only while the version it was
-- computed under is still the current one, so every process sees a catalogue change on its next request.
CREATE TABLE catalog_version (
  id     boolean PRIMARY KEY DEFAULT true CHECK (id),
  versao bigint NOT NULL DEFAULT 1
);
INSERT INTO catalog_version DEFAULT VALUES;

CREATE FUNCTION catalog_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET versao = versao + 1;
  RETURN NULL;
END $$;

-- Products: every column a listing, its facets or the search reads. Stock (estoque) is left out on purpose: orders
-- change it all the time, listings do not read it, and a bump would make concurrent orders queue on one row.
-- filtros/atributos are rewritten by the triggers of migration 007, so filter and attribute links count too.
CREATE TRIGGER products_catalog_ins AFTER INSERT ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER products_catalog_del AFTER DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER products_catalog_trunc AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER products_catalog_upd
  AFTER UPDATE OF nome, sku, status, brand_id, category_id, preco_de_cents, preco_por_cents, popularidade, ativo,
    criado_em, busca, filtros, atributos ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();

-- Scheduled prices (price order, price and discount facets), landing-page members, the word table (typo
-- corrections), categories and brands.
CREATE TRIGGER scheduled_prices_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON scheduled_prices
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER landing_page_products_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON landing_page_products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER search_words_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_words
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER categories_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER brands_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();

-- A cached search reads its matches by id (the ranked id list): every column the listing statement reads, so the
-- rows of a search are an index-only scan instead of a visit to the wide product rows.
CREATE INDEX products_id_listing_idx ON products (id)
  INCLUDE (category_id, popularidade, status, criado_em, preco_por_cents, preco_de_cents, filtros, atributos)
  WHERE ativo;
