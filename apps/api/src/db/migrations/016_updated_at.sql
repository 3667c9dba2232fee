-- When a product or a kit last changed (the sitemap's lastmod, B§3 seo): set on insert, moved on every update that
-- does not set it itself (a seed or an import may give the real date).
ALTER TABLE products ADD COLUMN atualizado_em timestamptz NOT NULL DEFAULT now();
ALTER TABLE shopping_lists ADD COLUMN atualizado_em timestamptz NOT NULL DEFAULT now();

CREATE FUNCTION touch_atualizado_em() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.atualizado_em IS NOT DISTINCT FROM OLD.atualizado_em THEN
    NEW.atualizado_em := now();
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER products_atualizado_em BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION touch_atualizado_em();
CREATE TRIGGER shopping_lists_atualizado_em BEFORE UPDATE ON shopping_lists
  FOR EACH ROW EXECUTE FUNCTION touch_atualizado_em();
