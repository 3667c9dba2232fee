-- Cold searches rank from a small vector kept on the product row (bench/notes/006-search.md "Cold searches").
--
-- `busca` (every part, the long description included: ~1 KB compressed) is stored out of line, so ranking every
-- match read and decompressed it from TOAST. `busca_rank` holds the parts that rank — name, SKU, MPN and brand (A),
-- category taxonomy (B), short description (C): ~365 bytes — and stays on the row (storage MAIN); `busca` still
-- selects the products through its GIN index, and a word found only in the long description matches with rank 0.
ALTER TABLE products ADD COLUMN busca_rank tsvector NOT NULL DEFAULT ''::tsvector;

-- Narrow rows: a search visits the row of every match (ativo, prices, arrays, rank vector). Long texts move out of
-- line from 256 bytes on (the default is 2 KB, which kept descriptions on the row: ~3.5 KB per product), while
-- the columns listings read stay on it.
ALTER TABLE products SET (toast_tuple_target = 256);
ALTER TABLE products
  ALTER COLUMN busca_rank SET STORAGE MAIN,
  ALTER COLUMN nome SET STORAGE MAIN,
  ALTER COLUMN slug SET STORAGE MAIN,
  ALTER COLUMN sku SET STORAGE MAIN,
  ALTER COLUMN filtros SET STORAGE MAIN,
  ALTER COLUMN atributos SET STORAGE MAIN;

-- Fill it for the products already there (new row versions are written under the new storage rules; a large
-- existing table keeps its old pages until `VACUUM FULL products`).
UPDATE products p SET busca_rank =
     setweight(to_tsvector('pt_unaccent', p.nome || ' ' || p.sku || ' ' || coalesce(p.mpn, '') || ' ' || b.nome), 'A')
  || setweight(to_tsvector('pt_unaccent', c.taxonomia), 'B')
  || setweight(to_tsvector('pt_unaccent', regexp_replace(coalesce(p.descricao_curta, ''), '<[^>]*>', ' ', 'g')), 'C')
  FROM brands b, categories c
 WHERE b.id = p.brand_id AND c.id = p.category_id;
