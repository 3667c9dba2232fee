-- The product and kit detail are cached under the catalogue version (docs/decisions/025-product-detail-cache.md):
-- every table and column they read, stock excepted, now bumps it. All triggers here are per statement (or look at
-- a statement's changed rows once), so a bulk write — the search-index UPDATE of every product, the large-catalogue
-- generator — still bumps the version once per statement, not once per row.

-- Products: every column the detail, a card or a listing reads. Stock (estoque) stays out (migration 010), and so do
-- atualizado_em (the sitemap reads it uncached) and peso_gramas (shipping reads it uncached).
DROP TRIGGER products_catalog_upd ON products;
CREATE TRIGGER products_catalog_upd
  AFTER UPDATE OF nome, slug, sku, mpn, ean, status, brand_id, category_id, preco_de_cents, preco_por_cents,
    descricao_curta, descricao_longa, descricao_opcional1, descricao_opcional2, destaques, nao_recomendado, video_url,
    popularidade, seo_title, seo_description, title_social, description_social, layout_html, layout_css, layout_js,
    ativo, criado_em, busca, busca_rank, filtros, atributos ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();

-- What hangs from a product on its page, and the kits. (Simple values already bump it through migration 007: every
-- statement on product_simple_values rewrites products.atributos.)
CREATE TRIGGER product_images_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER product_manuals_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_manuals
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER seals_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON seals
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER product_seals_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_seals
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER unique_groups_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON unique_groups
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER product_unique_values_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_unique_values
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER characteristic_groups_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON characteristic_groups
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER product_characteristics_catalog
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_characteristics
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER combinations_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON combinations
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER product_group_items_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_group_items
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER shopping_lists_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shopping_lists
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER shopping_list_items_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shopping_list_items
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();

-- Reviews and questions show only once the store approves or publishes them. A shopper's submission (stored
-- unapproved or unpublished) changes no page, so it must not flush every cache: a statement bumps the version only
-- when one of its rows, before or after, is shown.
CREATE FUNCTION reviews_catalog_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows WHERE aprovado) THEN
    UPDATE catalog_version SET versao = versao + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION questions_catalog_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows WHERE publicado) THEN
    UPDATE catalog_version SET versao = versao + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER reviews_catalog_ins AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_catalog_touch();
CREATE TRIGGER reviews_catalog_del AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_catalog_touch();
CREATE TRIGGER reviews_catalog_upd_old AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_catalog_touch();
CREATE TRIGGER reviews_catalog_upd_new AFTER UPDATE ON reviews
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_catalog_touch();
CREATE TRIGGER reviews_catalog_trunc AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();

CREATE TRIGGER questions_catalog_ins AFTER INSERT ON questions
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION questions_catalog_touch();
CREATE TRIGGER questions_catalog_del AFTER DELETE ON questions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION questions_catalog_touch();
CREATE TRIGGER questions_catalog_upd_old AFTER UPDATE ON questions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION questions_catalog_touch();
CREATE TRIGGER questions_catalog_upd_new AFTER UPDATE ON questions
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION questions_catalog_touch();
CREATE TRIGGER questions_catalog_trunc AFTER TRUNCATE ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
