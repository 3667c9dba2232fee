-- Listings, facets and search (docs/decisions/005-listing-urls.md, 006-search.md).

-- Attribute filters look products up by value (atributo:{id}); the unique key starts with the product.
CREATE INDEX product_simple_values_value_idx ON product_simple_values (attribute_value_id, product_id);

-- Kit listings of a brand look kits up by product.
CREATE INDEX shopping_list_items_product_idx ON shopping_list_items (product_id, list_id);

-- Kit listings of a category.
CREATE INDEX shopping_lists_category_idx ON shopping_lists (category_id) WHERE ativo;

-- Scheduled prices active at a moment (every listing reads them to get effective prices).
CREATE INDEX scheduled_prices_window_idx ON scheduled_prices (data_final, data_inicial);
