-- The purge of anonymous sessions that hold nothing (session/purge.ts, issue 28) finds its candidates by age.
CREATE INDEX sessions_anonymous_criado_em_idx ON sessions (criado_em) WHERE user_id IS NULL;
