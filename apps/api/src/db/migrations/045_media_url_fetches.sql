-- Images the catalogue import fetched by address (issue 35): the address and the original it gave, so importing the
-- same file again does not fetch the same address again.
CREATE TABLE media_url_fetches (
  url        text PRIMARY KEY,
  sha256     text NOT NULL REFERENCES media_uploads (sha256),
  buscado_em timestamptz NOT NULL DEFAULT now()
);
