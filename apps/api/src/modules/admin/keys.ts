/**
 * Admin API keys and back-office users (migration 021). A key is 32 random bytes in base64url, shown once when made;
 * only its SHA-256 is stored, so a leaked table gives no key. ADMIN_TOKEN, from the environment, is one more key
 * that acts as a 'gestor' and is never stored.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ADMIN_AREA_NAMES, knownAreas, type AdminAreaName } from '@vitrine/contract/admin-areas';
import type { Queryable } from '../../db/client';
import { hashPassword } from '../session/passwords';

/** Who is calling: a user's key, a system key (no user) or ADMIN_TOKEN. */
export interface Actor {
  userId: number | null;
  keyId: number | null;
  /** The role's name ('gestor' for ADMIN_TOKEN and system keys). */
  role: string;
  /** What the caller may use: its role's areas, within the key's scopes (auth.ts `requireArea` reads them). */
  areas: readonly AdminAreaName[];
  /** What the audit names: the user's e-mail, the key's label or 'ADMIN_TOKEN'. */
  label: string;
  /**
   * A session of a user without the second factor while the owner requires it (issue 37): only her account's calls
   * answer until she turns it on.
   */
  mustEnrol?: boolean;
}

/** Characters of a key shown in lists to tell keys apart. */
const PREFIX_LENGTH = 8;
/** How often, at most, a key's last_used_at is written (not on every call). */
const LAST_USED_EVERY = '1 minute';

const hashApiKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

function sameSecret(given: string, expected: string): boolean {
  // Compared as digests: equal lengths, and the time taken says nothing about the expected value.
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

export interface NewApiKey {
  id: number;
  /** The key itself: shown once, never stored. */
  key: string;
  prefix: string;
}

/**
 * Makes a key for a user (or a system key when `userId` is null), limited to `areas` when given (null: all of its
 * user's) and working until `expiresAt` when given.
 */
export async function createApiKey(
  tx: Queryable,
  {
    userId,
    label,
    areas = null,
    expiresAt = null,
  }: { userId: number | null; label: string; areas?: readonly AdminAreaName[] | null; expiresAt?: Date | null },
): Promise<NewApiKey> {
  const key = randomBytes(32).toString('base64url');
  const prefix = key.slice(0, PREFIX_LENGTH);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO admin_api_keys (user_id, label, prefix, key_hash, areas, expira_em)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [userId, label, prefix, hashApiKey(key), areas, expiresAt?.toISOString() ?? null],
  );
  return { id: row!.id, key, prefix };
}

/** Revokes a key; true when it was active. */
export async function revokeApiKey(tx: Queryable, keyId: number, now: Date): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE admin_api_keys SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id',
    [keyId, now.toISOString()],
  );
  return rows.length > 0;
}

/** A back-office user (e-mail stored lower-case, password as scrypt "salthex:hashhex"). */
export async function createAdminUser(
  tx: Queryable,
  user: { email: string; name: string; password: string; role: string },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO admin_users (email, name, password_hash, role) VALUES ($1, $2, $3, $4) RETURNING id',
    [user.email.trim().toLowerCase(), user.name, await hashPassword(user.password), user.role],
  );
  return row!.id;
}

interface KeyRow {
  id: number;
  user_id: number | null;
  label: string;
  email: string | null;
  role: string | null;
  role_areas: string[] | null;
  key_areas: string[] | null;
}

/** What a key opens: its user's role's areas (every area for a system key), within the key's own scopes. */
function keyAreas(row: KeyRow): AdminAreaName[] {
  const held = row.user_id === null ? ADMIN_AREA_NAMES : knownAreas(row.role_areas ?? []);
  return row.key_areas === null ? [...held] : held.filter((a) => row.key_areas!.includes(a));
}

/**
 * The actor a bearer key belongs to; null when the key is unknown, revoked, expired, or its user is disabled.
 * ADMIN_TOKEN (when configured) is checked first, is never looked up and opens every area.
 */
export async function resolveActor(
  db: Queryable,
  key: string,
  adminToken: string | undefined,
  now: Date,
): Promise<Actor | null> {
  if (adminToken && sameSecret(key, adminToken)) {
    return { userId: null, keyId: null, role: 'gestor', areas: ADMIN_AREA_NAMES, label: 'ADMIN_TOKEN' };
  }
  const [row] = await db.query<KeyRow>(
    `SELECT k.id, k.user_id, k.label, u.email, u.role, r.areas AS role_areas, k.areas AS key_areas
       FROM admin_api_keys k LEFT JOIN admin_users u ON u.id = k.user_id LEFT JOIN admin_roles r ON r.nome = u.role
      WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND (k.user_id IS NULL OR u.active)
        AND (k.expira_em IS NULL OR k.expira_em > $2)`,
    [hashApiKey(key), now.toISOString()],
  );
  if (!row) return null;
  await db.query(
    `UPDATE admin_api_keys SET last_used_at = $2
      WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2::timestamptz - interval '${LAST_USED_EVERY}')`,
    [row.id, now.toISOString()],
  );
  // A system key (no user) may change the catalogue: it is what an ERP uses.
  return {
    userId: row.user_id,
    keyId: row.id,
    role: row.role ?? 'gestor',
    areas: keyAreas(row),
    label: row.email ?? row.label,
  };
}
