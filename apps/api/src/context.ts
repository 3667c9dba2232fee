import type { Db } from './db/client';
import { storePricingCache } from './modules/catalog/store-pricing';

/** What every module handler may use: the database, cached store-wide data and the clock. */
export interface AppContext {
  db: Db;
  appToken: string;
  /** The admin API's bootstrap key (ADMIN_TOKEN); undefined: there is none. */
  adminToken: string | undefined;
  pricing: ReturnType<typeof storePricingCache>;
  /** The one place the API reads the time (tests pass a fixed clock). */
  now: () => Date;
}

export function createContext(
  db: Db,
  appToken: string,
  now: () => Date = () => new Date(),
  options: { adminToken?: string | undefined } = {},
): AppContext {
  return { db, appToken, adminToken: options.adminToken, pricing: storePricingCache(db), now };
}
