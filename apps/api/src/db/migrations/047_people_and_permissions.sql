-- People and permissions (issue 37; docs/decisions/041-people-and-permissions.md): roles as sets of back-office areas
-- the store edits, and API keys limited to some areas and to a date.

-- A role: its name (what admin_users.role holds), a label and the areas it opens (packages/contract admin-areas.ts
-- names them; a name the code no longer knows is ignored). Seeded with the roles of a fresh store, as that table
-- lists them (a test compares the two).
CREATE TABLE admin_roles (
  nome   text PRIMARY KEY CHECK (nome ~ '^[a-z][a-z0-9-]{1,39}$'),
  rotulo text NOT NULL CHECK (length(rotulo) BETWEEN 1 AND 100),
  areas  text[] NOT NULL DEFAULT '{}'
);
INSERT INTO admin_roles (nome, rotulo, areas) VALUES
  ('gestor', 'Gestor (tudo)',
   '{caixa,emails,catalogo,conteudo,usuarios,auditoria,newsletter,privacidade,exportacao}'),
  ('atendimento', 'Atendimento (caixa de entrada e e-mails)', '{caixa,emails,exportacao}'),
  ('catalogo', 'Catálogo', '{catalogo,exportacao}'),
  ('sac', 'Atendimento ao cliente (caixa, e-mails e privacidade)', '{caixa,emails,privacidade}');

ALTER TABLE admin_users DROP CONSTRAINT admin_users_role_check;
ALTER TABLE admin_users ADD CONSTRAINT admin_users_role_fkey FOREIGN KEY (role) REFERENCES admin_roles (nome);

-- A key's scopes (null: all of its user's areas; a system key's: every area) and the moment it stops working.
ALTER TABLE admin_api_keys ADD COLUMN areas text[];
ALTER TABLE admin_api_keys ADD COLUMN expira_em timestamptz;

-- The audit screen filters by who, what and when, newest first.
CREATE INDEX admin_audit_action_idx ON admin_audit (action, at DESC);
