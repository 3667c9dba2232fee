import type { Db } from './db/client';
import { storePricingCache } from './modules/catalog/store-pricing';

/** What every module handler may use: the database, cached store-wide data and the clock. */
export interface AppContext {
  db: Db;
  appToken: string;
  /** The key that makes the Store API believe the shopper's address the storefront sends (null: never believed). */
  shopperKey: string | null;
  pricing: ReturnType<typeof storePricingCache>;
  /** The one place the API reads the time (tests pass a fixed clock). */
  now: () => Date;
}

export interface Secrets {
  appToken: string;
  shopperKey?: string | null;
}

export function createContext(db: Db, secrets: Secrets, now: () => Date = () => new Date()): AppContext {
  return {
    db,
    appToken: secrets.appToken,
    shopperKey: secrets.shopperKey ?? null,
    pricing: storePricingCache(db),
    now,
  };
}
