-- Staged catalogue imports (issue 26; bench/notes/031-admin-api-and-import.md "Staging"): an import checks and
-- resolves its file a batch at a time, each batch committed into `import_staging` (the store keeps serving between
-- batches, on PGlite too), then applies the staged rows with set-based statements in one short transaction.
-- One import at a time: `import_runs.unico` lets a second one in only when the first is gone or stale (its `sinal_em`,
-- moved by every batch, is old: the process died). A run's staged rows go with it (ON DELETE CASCADE).
CREATE TABLE import_runs (
  id           text PRIMARY KEY,
  unico        boolean NOT NULL DEFAULT true UNIQUE CHECK (unico),
  iniciado_em  timestamptz NOT NULL DEFAULT now(),
  sinal_em     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE import_staging (
  import_id   text NOT NULL REFERENCES import_runs (id) ON DELETE CASCADE,
  seq         integer NOT NULL,
  product_id  integer NOT NULL,
  -- NULL for a new product; else the stored product's atualizado_em when it was read (changed since: a conflict).
  visto_em    timestamptz,
  slug        text NOT NULL,
  -- The product's rows as the writer stores them: product, images, characteristics, filter values, seals, simple
  -- values (updates, inserts, gone), uploads.
  dados       jsonb NOT NULL,
  busca_rank  tsvector NOT NULL,
  busca       tsvector NOT NULL,
  PRIMARY KEY (import_id, seq)
);
CREATE INDEX import_staging_slug_idx ON import_staging (import_id, slug);
