import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
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

describe('password checks never block the event loop, and cost the same for an unknown e-mail', () => {
  const stored = hashPassword('demo1234', 'alguem@exemplo.com.br');

  it('runs scrypt off the event loop: timers fire while a check is in progress', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const checks = await Promise.all(Array.from({ length: 4 }, () => verifyPassword('errada', stored)));
    clearInterval(timer);
    expect(checks).toEqual([false, false, false, false]);
    expect(ticks).toBeGreaterThan(0);
  });

  it('spends one scrypt check on a missing hash (an unknown e-mail), like on a wrong password', async () => {
    const time = async (hash: string | undefined) => {
      const started = performance.now();
      for (let i = 0; i < 3; i += 1) await verifyPassword('errada', hash);
      return performance.now() - started;
    };
    await time(stored);
    const [known, unknown] = [await time(stored), await time(undefined)];
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('no request-path module uses the blocking scryptSync (only the seed does)', async () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const files = (await readdir(root, { recursive: true })).filter(
      (f) => f.endsWith('.ts') && !f.startsWith('seed') && !f.endsWith('.test.ts'),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) expect(await readFile(root + file, 'utf8'), file).not.toMatch(/scryptSync/);
  });
});
