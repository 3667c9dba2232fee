-- Store-wide ceilings (issue 34): requests of one kind counted per minute, shared by every process of the store.
-- One row per counter and minute; the session purge deletes minutes older than an hour.
CREATE TABLE store_minute_counts (
  contador text NOT NULL,
  minuto   timestamptz NOT NULL,
  n        integer NOT NULL DEFAULT 1,
  PRIMARY KEY (contador, minuto)
);
