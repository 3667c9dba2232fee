-- Originals in parts (issue 35; decision 038): an original's bytes are rows of at most 256 KiB in
-- media_upload_parts, written and read one statement each. PGlite runs in the page's thread: a 3 MB original written
-- or read in one statement held it ≈ 0.1–0.4 s, and every shopper's statement waited behind it.
-- The media_uploads row is written after its last part: a reader finds an original whole or not at all. No foreign
-- key to it, for that reason (parts left by a write that died are written over by the next write of the same hash).
CREATE TABLE media_upload_parts (
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  parte  integer NOT NULL CHECK (parte >= 0),
  dados  bytea NOT NULL,
  PRIMARY KEY (sha256, parte)
);
-- Photographs do not compress: stored out of line as they are, without trying.
ALTER TABLE media_upload_parts ALTER COLUMN dados SET STORAGE EXTERNAL;
ALTER TABLE media_uploads ADD COLUMN tamanho integer CHECK (tamanho >= 0);
-- The originals stored so far, cut into parts of 262,144 bytes (an empty original has no part).
INSERT INTO media_upload_parts (sha256, parte, dados)
  SELECT u.sha256, g.parte, substring(u.dados FROM g.parte * 262144 + 1 FOR 262144)
    FROM media_uploads u, generate_series(0, (length(u.dados) + 262143) / 262144 - 1) AS g(parte);
UPDATE media_uploads SET tamanho = length(dados);
ALTER TABLE media_uploads ALTER COLUMN tamanho SET NOT NULL;
ALTER TABLE media_uploads DROP COLUMN dados;
