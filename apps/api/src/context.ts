import type { Db } from './db/client';
import { storePricingCache } from './modules/catalog/store-pricing';

/** What every module handler may use: the database, cached store-wide data and the clock. */
export interface AppContext {
  db: Db;
  appToken: string;
  pricing: ReturnType<typeof storePricingCache>;
  /** The one place the API reads the time (tests pass a fixed clock). */
  now: () => Date;
  /** PUBLIC_URL's origin: what the e-mails link to (else the settings' site address). */
  publicUrl: string | null;
}

export function createContext(
  db: Db,
  appToken: string,
  now: () => Date = () => new Date(),
  publicUrl: string | null = null,
): AppContext {
  return { db, appToken, pricing: storePricingCache(db), now, publicUrl: publicUrl?.replace(/\/+$/, '') ?? null };
}
