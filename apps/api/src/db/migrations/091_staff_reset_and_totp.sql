-- Staff accounts (issue 37): password reset by e-mail, a TOTP second factor the owner can require of everyone.

-- A reset link: a random token (only its SHA-256 kept) that sets a new password once, within its hour. A newer link
-- of the same user replaces it, and any change of her password (the link's own, or her account page's) ends it.
CREATE TABLE admin_password_resets (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id    integer NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  criado_em  timestamptz NOT NULL,
  expira_em  timestamptz NOT NULL
);
CREATE INDEX admin_password_resets_user_idx ON admin_password_resets (user_id);

CREATE FUNCTION admin_users_password_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM admin_password_resets WHERE user_id = NEW.id;
  RETURN NEW;
END $$;
CREATE TRIGGER admin_users_password_changed AFTER UPDATE OF password_hash ON admin_users
  FOR EACH ROW WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION admin_users_password_changed();

-- Her second factor: the base32 secret once confirmed with a code (totp_segredo), the one shown while she enrols
-- (totp_pendente), and the last time step a code was accepted at, so a code is never taken twice.
ALTER TABLE admin_users ADD COLUMN totp_segredo text;
ALTER TABLE admin_users ADD COLUMN totp_pendente text;
ALTER TABLE admin_users ADD COLUMN totp_ultimo_passo bigint;

-- One-time recovery codes (SHA-256 of each), given when she turns the second factor on.
CREATE TABLE admin_recovery_codes (
  user_id   integer NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  usado_em  timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- A sign-in halfway: the password was right and the code is still to come (a random token, its SHA-256 kept; five
-- minutes; five wrong codes end it).
CREATE TABLE admin_sign_in_challenges (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id    integer NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  expira_em  timestamptz NOT NULL,
  erros      integer NOT NULL DEFAULT 0
);

-- The back office's own rules (one row): whether every user must have the second factor.
CREATE TABLE admin_policy (
  id                  boolean PRIMARY KEY DEFAULT true CHECK (id),
  exigir_dois_fatores boolean NOT NULL DEFAULT false
);
INSERT INTO admin_policy (id) VALUES (true);
