-- The back office (issue 27, docs/decisions/036-back-office.md): sessions of back-office users, the inbox's status
-- and note of each item the storefront collected, e-mail headers (List-Unsubscribe) and newsletter unsubscribes.

-- A back-office session: a random token (only its SHA-256 kept), sent as the admin API's Bearer key by the back
-- office. It ends 8 hours after it was last used (expira_em moves forward with use) or when the user signs out.
CREATE TABLE admin_sessions (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id    integer NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  criado_em  timestamptz NOT NULL DEFAULT now(),
  visto_em   timestamptz NOT NULL DEFAULT now(),
  expira_em  timestamptz NOT NULL
);
CREATE INDEX admin_sessions_user_idx ON admin_sessions (user_id);

-- The team's view of each received item: one row once someone moved it or wrote a note (absent: 'novo', no note).
-- `registro` is the record's id in its table (the e-mail for a newsletter sign-up).
CREATE TABLE inbox_items (
  tipo          text NOT NULL CHECK (tipo IN ('orcamento', 'sobConsulta', 'aviseMe', 'pergunta', 'avaliacao',
                                              'avaliacaoLoja', 'newsletter')),
  registro      text NOT NULL,
  status        text NOT NULL DEFAULT 'novo' CHECK (status IN ('novo', 'emAtendimento', 'respondido', 'arquivado')),
  nota          text NOT NULL DEFAULT '',
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tipo, registro)
);

-- Extra headers of an e-mail (List-Unsubscribe, List-Unsubscribe-Post), given to SMTP as they are.
ALTER TABLE email_outbox ADD COLUMN cabecalhos jsonb NOT NULL DEFAULT '{}';

-- An unsubscribed address gets no newsletter or marketing e-mail; signing up again clears it.
ALTER TABLE newsletter_signups ADD COLUMN descadastrado_em timestamptz;

-- A rejected review or store rating is kept (the store's numbers) and never shown.
ALTER TABLE reviews ADD COLUMN rejeitado boolean NOT NULL DEFAULT false;
ALTER TABLE store_reviews ADD COLUMN rejeitado boolean NOT NULL DEFAULT false;

-- The store's own secrets, made once by the database: 'descadastro' signs the unsubscribe links of e-mails (two
-- random UUIDs: 244 random bits from the server's CSPRNG).
CREATE TABLE store_secrets (
  nome  text PRIMARY KEY,
  valor text NOT NULL
);
INSERT INTO store_secrets (nome, valor) VALUES ('descadastro', gen_random_uuid()::text || gen_random_uuid()::text);
