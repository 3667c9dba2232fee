import type { LimitWindow } from '../../lib/rate-limits';

export interface CartAddLimits {
  perIp: LimitWindow;
  perSession: LimitWindow;
}

/**
 * Cart adds (an item, a kit, a list) allowed per minute (issue 28: every anonymous add stores a session, a cart and a
 * line). Far above what a shopper does by hand; per address is the looser one, as offices share an address.
 */
export const CART_ADD_LIMITS: CartAddLimits = {
  perIp: { max: 60, timeWindow: 60_000 },
  perSession: { max: 30, timeWindow: 60_000 },
};
