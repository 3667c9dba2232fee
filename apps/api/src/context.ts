import type { Db } from './db/client';
import { storePricingCache } from './modules/catalog/store-pricing';

/** What every module handler may use: the database, cached store-wide data and the clock. */
export interface AppContext {
  db: Db;
  appToken: string;
  /** The admin API's bootstrap key (ADMIN_TOKEN); undefined: there is none. */
  adminToken: string | undefined;
  /** Whether SMTP_URL is set (the back office says when e-mails only wait). */
  smtpConfigured: boolean;
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
  options: { adminToken?: string | undefined; smtpConfigured?: boolean; publicUrl?: string | null } = {},
): AppContext {
  return {
    db,
    appToken,
    adminToken: options.adminToken,
    smtpConfigured: options.smtpConfigured ?? false,
    pricing: storePricingCache(db),
    now,
    publicUrl: options.publicUrl?.replace(/\/+$/, '') ?? null,
  };
}
