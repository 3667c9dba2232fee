import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStore } from './built-store';

/**
 * Issue 34 (decision 021): the back office's sign-in page and the shop's demo sign-in count wrong passwords under
 * the browser's own address — X-Forwarded-For from the proxy TRUST_PROXY names — not under the storefront's, so one
 * address guessing a thousand times never refuses the owner signing in from hers.
 */

// Read by the store's configuration when it starts (beforeAll): the test's requests come from this proxy.
process.env.TRUST_PROXY = '127.0.0.1';

const HOST = 'loja.test';
const GESTOR = { email: 'gestor@vitrineinstrumentos.com.br', senha: 'demo1234' };
const SHOPPER = { email: 'mariana.lima@exemplo.com.br', senha: 'demo1234' };
// Ten times the one-account budget (the admin API test, apps/api/test/sign-in-limits.test.ts, fails a thousand times).
const GUESSES = 100;
/** decision 021: the failures one address may make on one account, then on all of them, in 15 minutes. */
const PER_ACCOUNT_ADDRESS = 10;
const PER_ADDRESS = 30;

describe('sign-in pages count the browser’s address (issue 34)', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, drop } = await startBuiltStore());
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const post = (path: string, from: string, body: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: path,
      remoteAddress: '127.0.0.1',
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
      payload: new URLSearchParams(body).toString(),
    });

  const pages = [
    { path: '/admin/entrar', account: GESTOR, body: (senha: string) => ({ ...GESTOR, senha }), signedIn: 302 },
    {
      path: '/checkout/acesso',
      account: SHOPPER,
      body: (senha: string) => ({ intent: 'login', ...SHOPPER, senha }),
      signedIn: 302,
    },
  ];

  it.each(pages)(
    `$path: another address fails ${GUESSES} times, the owner signs in from hers at once`,
    async ({ path, body, signedIn, account }) => {
      const attacker = path === '/admin/entrar' ? '198.51.100.41' : '198.51.100.42';
      const statuses = new Map<number, number>();
      for (let i = 0; i < GUESSES; i += 1) {
        const res = await post(path, attacker, body(`chute-${i}`));
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      }
      // The guessing address is refused on that account after its budget, even with the right password.
      expect(statuses.get(429) ?? 0).toBe(GUESSES - PER_ACCOUNT_ADDRESS);
      const refused = await post(path, attacker, body(account.senha));
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toContain('Muitas tentativas de login');

      const started = performance.now();
      const owner = await post(path, path === '/admin/entrar' ? '203.0.113.51' : '203.0.113.52', body(account.senha));
      const ms = Math.round(performance.now() - started);
      expect(owner.statusCode, owner.body.slice(0, 300)).toBe(signedIn);
      console.info(`${path}: the owner signed in in ${ms} ms after ${GUESSES} failures from another address`);
    },
    300_000,
  );

  it('one address spraying the back office over many e-mails is refused; the owner elsewhere is not', async () => {
    const sprayer = '198.51.100.43';
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      const res = await post('/admin/entrar', sprayer, { email: `equipe${i}@exemplo.com.br`, senha: 'errada123' });
      expect(res.statusCode).toBe(400);
    }
    expect((await post('/admin/entrar', sprayer, GESTOR)).statusCode).toBe(429);
    expect((await post('/admin/entrar', '203.0.113.53', GESTOR)).statusCode).toBe(302);
  }, 120_000);
});
