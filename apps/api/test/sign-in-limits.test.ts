/**
 * Sign-in throttling (decision 021): wrong passwords are counted per account and client address and per client
 * address, never per e-mail alone, so a stranger's guesses do not lock the owner out. The client address is the
 * first X-Forwarded-For entry the storefront sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '@vitrine/contract';
import { SIGN_IN_LIMITS, SIGN_IN_THROTTLED } from '../src/modules/session/sign-in-limits';
import { DEMO_PASSWORD, USERS } from '../src/seed/data/people';
import { engine, fromShopper, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const [OWNER, OTHER] = USERS.filter((u) => u.tipo === 'cliente') as [(typeof USERS)[number], (typeof USERS)[number]];

const login = (client: string, email: string, senha: string) =>
  api.call({
    method: 'POST',
    url: '/v2/front/checkout/login',
    payload: { email, senha },
    headers: fromShopper(client),
  });

function expectThrottled(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(failureSchema.parse(res.json()).error).toEqual({ code: 'rate_limited', message: SIGN_IN_THROTTLED });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.headers.session).toBeUndefined();
}

describe(`sign-in limits on ${engine} (decision 021)`, () => {
  it("a stranger's wrong passwords do not lock the owner out; the stranger is refused on that account", async () => {
    const attacker = '198.51.100.7';
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountClient; i += 1) {
      expect((await login(attacker, OWNER.email, `chute-${i}`)).statusCode).toBe(401);
    }
    // Now refused even with the right password, from that client, on that account only.
    expectThrottled(await login(attacker, OWNER.email, 'mais-um-chute'));
    expectThrottled(await login(attacker, OWNER.email, DEMO_PASSWORD));
    expect((await login(attacker, OTHER.email, DEMO_PASSWORD)).statusCode).toBe(200);
    // The owner, from home, signs in.
    expect((await login('203.0.113.20', OWNER.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('one password sprayed over many e-mails from one client is refused after the client budget', async () => {
    const sprayer = '198.51.100.8';
    for (let i = 0; i < SIGN_IN_LIMITS.perClient; i += 1) {
      expect((await login(sprayer, `pessoa${i}@exemplo.com.br`, 'Senha123')).statusCode).toBe(401);
    }
    expectThrottled(await login(sprayer, 'mais.uma@exemplo.com.br', 'Senha123'));
    expectThrottled(await login(sprayer, OWNER.email, DEMO_PASSWORD));
    // Another client is not affected.
    expect((await login('198.51.100.9', 'mais.uma@exemplo.com.br', 'Senha123')).statusCode).toBe(401);
  });

  it('counts only wrong passwords: a right one clears that client’s failures on that account', async () => {
    const owner = '203.0.113.30';
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < SIGN_IN_LIMITS.perAccountClient - 1; i += 1) {
        expect((await login(owner, OTHER.email, 'errei')).statusCode).toBe(401);
      }
      expect((await login(owner, OTHER.email, DEMO_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('parallel wrong passwords from one client cannot overrun the limit', async () => {
    const client = '198.51.100.10';
    const answers = await Promise.all(
      Array.from({ length: SIGN_IN_LIMITS.perAccountClient * 2 }, (_, i) => login(client, OWNER.email, `p${i}`)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(SIGN_IN_LIMITS.perAccountClient);
    expect(codes.filter((c) => c === 429)).toHaveLength(SIGN_IN_LIMITS.perAccountClient);
  });
});

/**
 * Issue 34: a thousand wrong passwords from one address never keep the owner out of her own address, on every
 * sign-in call (the shop's demo sign-in and the back office's), whether the storefront names the address or the
 * connection carries it.
 */
describe(`the owner signs in while another address guesses a thousand times, on ${engine} (issue 34)`, () => {
  const GESTOR = 'gestor@vitrineinstrumentos.com.br';
  type Via = (address: string, email: string, senha: string) => ReturnType<typeof login>;
  const adminVia: Record<string, Via> = {
    'the storefront names the address': (address, email, senha) =>
      api.call({ method: 'POST', url: '/v2/admin/sessao', payload: { email, senha }, headers: fromShopper(address) }),
    'the connection carries it': (address, email, senha) =>
      api.app.inject({ method: 'POST', url: '/v2/admin/sessao', payload: { email, senha }, remoteAddress: address }),
  };
  const cases: [string, Via, string][] = [
    ...Object.entries(adminVia).map(([how, via], i): [string, Via, string] => [
      `POST /v2/admin/sessao (${how})`,
      via,
      `192.0.2.${10 + i}`,
    ]),
    ['POST /v2/front/checkout/login (demo sign-in)', (a, e, s) => login(a, e, s), '192.0.2.20'],
  ];

  it.each(cases)(
    '%s',
    async (name, via, attacker) => {
      const email = name.includes('admin') ? GESTOR : OWNER.email;
      const codes = new Map<number, number>();
      for (let i = 0; i < 1_000; i += 1) {
        const status = (await via(attacker, email, `chute-${i}`)).statusCode;
        codes.set(status, (codes.get(status) ?? 0) + 1);
      }
      // The guessing address: its first failures are wrong passwords, every later one is refused.
      expect(codes.get(401)).toBe(SIGN_IN_LIMITS.perAccountClient);
      expect(codes.get(429)).toBe(1_000 - SIGN_IN_LIMITS.perAccountClient);
      expect((await via(attacker, email, DEMO_PASSWORD)).statusCode).toBe(429);

      // The owner, from her own address, at once (the account's slow-down adds at most a fraction of a second).
      const started = performance.now();
      const owner = await via(name.includes('connection') ? '203.0.113.77' : '203.0.113.78', email, DEMO_PASSWORD);
      const ms = Math.round(performance.now() - started);
      expect(owner.statusCode, owner.body).toBe(200);
      expect(ms).toBeLessThan(SIGN_IN_LIMITS.accountDelayMaxMs + 1_000);
      console.info(`${name}: owner signed in in ${ms} ms after 1,000 failures from ${attacker}`);
      // The account's earlier failures (the tests above) slow each of the guesser's first ten by up to 2 s.
    },
    120_000,
  );

  it('one address spraying the back office over many e-mails is refused past its budget; others are not', async () => {
    const sprayer = '192.0.2.30';
    for (let i = 0; i < SIGN_IN_LIMITS.perClient; i += 1) {
      const res = await adminVia['the storefront names the address']!(sprayer, `equipe${i}@exemplo.com.br`, 'x1234567');
      expect(res.statusCode).toBe(401);
    }
    expect((await adminVia['the storefront names the address']!(sprayer, GESTOR, DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await adminVia['the storefront names the address']!('192.0.2.31', GESTOR, DEMO_PASSWORD)).statusCode).toBe(
      200,
    );
  });
});
