-- The store's content edited in the back office (issue 37): menus, institutional pages, banners and pop-ups bump the
-- catalogue version, as the settings do (migration 015), so every storefront process serves the change on its next
-- request; its shared answers are kept under that version (docs/decisions/036-back-office.md).
CREATE TRIGGER menu_items_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER pages_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER banners_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
CREATE TRIGGER popups_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON popups
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch();
