import type { Db } from './db/client';
import { storePricingCache } from './modules/catalog/store-pricing';

/** What every module handler may use: the database, cached store-wide data and the clock. */
export interface AppContext {
  db: Db;
  appToken: string;
  pricing: ReturnType<typeof storePricingCache>;
  /** The one place the API reads the time (tests pass a fixed clock). */
  now: () => Date;
}

export function createContext(db: Db, appToken: string, now: () => Date = () => new Date()): AppContext {
  return { db, appToken, pricing: storePricingCache(db), now };
}
