/**
 * Sign-in throttling (decision 021), kept in memory by each process. Only wrong passwords count:
 *
 * - per account AND client address: after `perAccountClient` failures that client is refused for that account
 *   until the window ends (brute force on one account); another client (the owner at home) still signs in;
 * - per client address over all accounts: after `perClient` failures the client is refused for any account
 *   (one password sprayed over many e-mails);
 * - per account over all clients: after `accountSlowAfter` failures every attempt on it waits a little longer
 *   (guessing from many addresses is slowed down, the owner is never refused).
 *
 * An attempt counts as failed while it runs, so parallel requests cannot overrun a limit before the first answer;
 * a right password takes it back and forgives that client's failures on that account (in all three counts).
 */

import { LRUCache } from 'lru-cache';

export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60_000,
  perAccountClient: 10,
  perClient: 30,
  accountSlowAfter: 10,
  accountDelayStepMs: 200,
  accountDelayMaxMs: 2_000,
  /** Counters kept at most (least recently used dropped past it; expired ones read as absent). */
  maxEntries: 100_000,
};

export type SignInLimits = typeof SIGN_IN_LIMITS;

export const SIGN_IN_THROTTLED = 'Muitas tentativas de login. Tente novamente em alguns minutos.';

type Outcome = 'success' | 'failure' | 'error';

export type SignInAttempt =
  { allowed: true; delayMs: number; finish(outcome: Outcome): void } | { allowed: false; retryAfterSeconds: number };

interface Counter {
  count: number;
  resetAt: number;
}

export class SignInLimiter {
  /** Each counter lives one window from its first failure (lru-cache's TTL, on `clock`). */
  private readonly counters: LRUCache<string, Counter>;

  constructor(
    private readonly limits: SignInLimits = SIGN_IN_LIMITS,
    private readonly clock: () => number = Date.now,
  ) {
    this.counters = new LRUCache<string, Counter>({
      max: limits.maxEntries,
      ttl: limits.windowMs,
      ttlResolution: 0,
      perf: { now: clock },
    });
  }

  /** Starts an attempt of `client` on `email`: refused (429), or allowed after `delayMs` and then finished. */
  begin(client: string, email: string): SignInAttempt {
    const now = this.clock();
    const account = email.trim().toLowerCase();
    const keys = { pair: `pair\n${account}\n${client}`, client: `client\n${client}`, account: `account\n${account}` };
    const pair = this.live(keys.pair, now);
    const byClient = this.live(keys.client, now);
    const blocking = [
      pair && pair.count >= this.limits.perAccountClient ? pair : null,
      byClient && byClient.count >= this.limits.perClient ? byClient : null,
    ].filter((c): c is Counter => c !== null);
    if (blocking.length > 0) {
      const until = Math.max(...blocking.map((c) => c.resetAt));
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
    }
    const byAccount = this.live(keys.account, now)?.count ?? 0;
    const over = byAccount - this.limits.accountSlowAfter + 1;
    const delayMs = over > 0 ? Math.min(this.limits.accountDelayMaxMs, over * this.limits.accountDelayStepMs) : 0;
    const counted = [keys.pair, keys.client, keys.account].map((key) => this.bump(key, now));
    let finished = false;
    return {
      allowed: true,
      delayMs,
      finish: (outcome) => {
        if (finished || outcome === 'failure') {
          finished = true;
          return;
        }
        finished = true;
        const [pairCount, clientCount, accountCount] = counted as [Counter, Counter, Counter];
        // Not a wrong password: the attempt is taken back (from the windows it was counted in). A right one also
        // forgives this client's earlier failures on this account, in the other two counts too.
        const forgiven = outcome === 'success' ? pairCount.count : 1;
        clientCount.count = Math.max(0, clientCount.count - forgiven);
        accountCount.count = Math.max(0, accountCount.count - forgiven);
        pairCount.count = Math.max(0, pairCount.count - forgiven);
        if (outcome === 'success' && this.counters.get(keys.pair) === pairCount) this.counters.delete(keys.pair);
      },
    };
  }

  /** The counter of `key` while its window lasts (it ends at `resetAt` itself; lru-cache drops it just after). */
  private live(key: string, now: number): Counter | undefined {
    const counter = this.counters.get(key);
    return counter && counter.resetAt > now ? counter : undefined;
  }

  private bump(key: string, now: number): Counter {
    let counter = this.live(key, now);
    if (!counter) {
      counter = { count: 0, resetAt: now + this.limits.windowMs };
      this.counters.set(key, counter);
    }
    counter.count += 1;
    return counter;
  }

  /** How many counters are held (tests). */
  get size(): number {
    return this.counters.size;
  }
}
