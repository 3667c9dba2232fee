import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { cartMutationResponseSchema, envelope, type CartMutationResponse } from '@vitrine/contract';
import { createSession } from '../src/modules/session/sessions';
import type { CartAddLimits } from '../src/modules/cart/limits';
import type { TestApi } from './harness';

/** What the cart test files share: the cart's path, a fresh session, and a cart change read as answered 200. */
export const CART = '/v2/front/checkout/cart';

/** A fresh anonymous session: its token (the `session` header) and the hash the database keeps. */
export async function newSession(api: TestApi): Promise<{ token: string; hash: string }> {
  const { token, session } = await createSession(api.db, new Date());
  return { token, hash: session.tokenHash };
}

/** The answer of a cart change that must succeed (200), read through the contract. */
export async function cartOk(res: LightMyRequestResponse): Promise<CartMutationResponse> {
  expect(res.statusCode, res.body).toBe(200);
  return envelope(cartMutationResponseSchema).parse(res.json()).data;
}

/** Limits no load test of the cart meets (its many adds come from one address and a few sessions). */
export const LOOSE_CART_ADD_LIMITS: CartAddLimits = {
  perIp: { max: 1_000_000, timeWindow: 60_000 },
  perSession: { max: 1_000_000, timeWindow: 60_000 },
};
