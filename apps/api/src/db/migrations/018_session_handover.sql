-- Signing in hands a session over to a new one (decision 022): the old row names the session that took its cart,
-- and for a short grace period a request still carrying the old token reaches that cart. A session opened by a
-- parallel sign-in of the same user names the first one and shares its cart.
ALTER TABLE sessions ADD COLUMN substituida_por text REFERENCES sessions (token_hash) ON DELETE SET NULL;
CREATE INDEX sessions_substituida_por_idx ON sessions (substituida_por) WHERE substituida_por IS NOT NULL;
