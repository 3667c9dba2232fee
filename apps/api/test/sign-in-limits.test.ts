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
