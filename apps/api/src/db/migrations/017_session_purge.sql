-- The purge of expired sessions and abandoned carts (session/purge.ts) finds its rows by these.
CREATE INDEX sessions_expira_em_idx ON sessions (expira_em);
CREATE INDEX carts_atualizado_em_idx ON carts (atualizado_em);
