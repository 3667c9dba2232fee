import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** Stored as "salthex:hashhex" with node:crypto scrypt and a 64-byte key (migration 004, seed/build-people.ts). */
const KEY_LENGTH = 64;

const derive = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** A well-formed hash that matches no password: an unknown e-mail costs the same work as a wrong password. */
const NO_USER_HASH = `${'00'.repeat(16)}:${'00'.repeat(KEY_LENGTH)}`;

/** True when `password` matches `stored`; a missing or malformed hash is false (never an exception). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [saltHex = '', hashHex = ''] = (stored ?? NO_USER_HASH).split(':');
  if (!/^(?:[0-9a-f]{2})+$/i.test(saltHex) || !new RegExp(`^[0-9a-f]{${KEY_LENGTH * 2}}$`, 'i').test(hashHex)) {
    return false;
  }
  const key = await derive(password, Buffer.from(saltHex, 'hex'));
  return timingSafeEqual(key, Buffer.from(hashHex, 'hex')) && stored != null;
}

/** A new stored hash for `password` (random salt), in the format verifyPassword reads. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${(await derive(password, salt)).toString('hex')}`;
}
