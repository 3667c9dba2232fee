import { describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS, SignInLimiter, type SignInAttempt } from './sign-in-limits';

const LIMITS = { ...SIGN_IN_LIMITS, perAccountClient: 3, perClient: 5, accountSlowAfter: 4, maxEntries: 50 };

function limiter() {
  let now = 1_000_000;
  const clock = { advance: (ms: number) => (now += ms) };
  return { limiter: new SignInLimiter(LIMITS, () => now), clock };
}

/** Begins and finishes one attempt; the answer the route would give. */
function attempt(l: SignInLimiter, client: string, email: string, right: boolean): number {
  const a = l.begin(client, email);
  if (!a.allowed) return 429;
  a.finish(right ? 'success' : 'failure');
  return right ? 200 : 401;
}

describe('sign-in limits (decision 021)', () => {
  it('refuses a client on an account after its wrong passwords; another client still signs in to it', () => {
    const { limiter: l } = limiter();
    for (let i = 0; i < LIMITS.perAccountClient; i += 1) expect(attempt(l, 'a', 'dono@x.br', false)).toBe(401);
    expect(attempt(l, 'a', 'dono@x.br', true)).toBe(429);
    expect(attempt(l, 'b', 'dono@x.br', true)).toBe(200);
    expect(attempt(l, 'a', 'outro@x.br', true)).toBe(200);
  });

  it('counts only wrong passwords; a right one clears that client’s failures on that account', () => {
    const { limiter: l } = limiter();
    for (let round = 0; round < 4; round += 1) {
      for (let i = 0; i < LIMITS.perAccountClient - 1; i += 1) expect(attempt(l, 'a', 'dono@x.br', false)).toBe(401);
      expect(attempt(l, 'a', 'dono@x.br', true)).toBe(200);
    }
  });

  it('refuses a client spraying one password over many accounts', () => {
    const { limiter: l } = limiter();
    for (let i = 0; i < LIMITS.perClient; i += 1) expect(attempt(l, 'a', `conta${i}@x.br`, false)).toBe(401);
    expect(attempt(l, 'a', 'nova@x.br', false)).toBe(429);
    expect(attempt(l, 'b', 'nova@x.br', false)).toBe(401);
  });

  it('counts an attempt while it runs: parallel attempts cannot overrun the limit', () => {
    const { limiter: l } = limiter();
    const started = Array.from({ length: 10 }, () => l.begin('a', 'dono@x.br'));
    expect(started.filter((a) => a.allowed)).toHaveLength(LIMITS.perAccountClient);
    for (const a of started) if (a.allowed) a.finish('error');
    // An attempt that ended in an error (not a wrong password) is taken back.
    expect(l.begin('a', 'dono@x.br').allowed).toBe(true);
  });

  it('slows every attempt on an account guessed from many clients, and never refuses the owner for it', () => {
    const { limiter: l } = limiter();
    for (let i = 0; i < 20; i += 1) expect(attempt(l, `bot${i}`, 'dono@x.br', false)).toBe(401);
    const owner = l.begin('casa', 'dono@x.br') as Extract<SignInAttempt, { allowed: true }>;
    expect(owner.allowed).toBe(true);
    expect(owner.delayMs).toBe(LIMITS.accountDelayMaxMs);
    expect(l.begin('casa2', 'outra@x.br')).toMatchObject({ allowed: true, delayMs: 0 });
  });

  it('answers Retry-After until the window ends, and forgets after it; memory stays bounded', () => {
    const { limiter: l, clock } = limiter();
    for (let i = 0; i < LIMITS.perAccountClient; i += 1) attempt(l, 'a', 'dono@x.br', false);
    expect(l.begin('a', 'dono@x.br')).toEqual({ allowed: false, retryAfterSeconds: LIMITS.windowMs / 1000 });
    clock.advance(LIMITS.windowMs);
    expect(attempt(l, 'a', 'dono@x.br', true)).toBe(200);
    for (let i = 0; i < 200; i += 1) attempt(l, `c${i}`, `conta${i}@x.br`, false);
    expect(l.size).toBeLessThanOrEqual(LIMITS.maxEntries);
  });
});
