import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../seed/build-people';
import { verifyPassword } from './passwords';

describe('verifyPassword (scrypt "salt:hash", as the seed stores it)', () => {
  const stored = hashPassword('demo1234', 'alguem@exemplo.com.br');

  it('accepts the password and refuses another', async () => {
    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo12345', stored)).toBe(false);
  });

  it('is false, never an exception, for a missing or malformed hash', async () => {
    for (const bad of [null, undefined, '', 'abc', 'zz:zz', `${stored}00`, stored.replace(':', '')]) {
      expect(await verifyPassword('demo1234', bad)).toBe(false);
    }
  });
});
