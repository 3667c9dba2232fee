import type { Config } from '@vitrine/config';
import { CART_ADD_LIMITS, type CartAddLimits } from './modules/cart/limits';
import type { Db } from './db/client';
import { storePricingCache } from './modules/catalog/store-pricing';
import { derivedPhotos, type DerivedPhotos } from './modules/media/derived';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STORE_CEILING_DEFAULTS, type StoreCeilings } from './lib/store-ceilings';

/** What every module handler may use: the database, cached store-wide data and the clock. */
export interface AppContext {
  db: Db;
  appToken: string;
  /** The admin API's bootstrap key (ADMIN_TOKEN); undefined: there is none. */
  adminToken: string | undefined;
  /** Whether SMTP_URL is set (the back office says when e-mails only wait). */
  smtpConfigured: boolean;
  /** The key that makes the Store API believe the shopper's address the storefront sends (null: never believed). */
  shopperKey: string | null;
  pricing: ReturnType<typeof storePricingCache>;
  /** The one place the API reads the time (tests pass a fixed clock). */
  now: () => Date;
  /** PUBLIC_URL's origin: what the e-mails link to (else the settings' site address). */
  publicUrl: string | null;
  /** Cart adds allowed per address and per session (CART_ADD_LIMITS; load tests of the cart loosen them). */
  cartAddLimits: CartAddLimits;
  /** Derived product photos and their disk cache (issue 35). */
  photos: DerivedPhotos;
  /** Whether the catalogue import may fetch images from loopback addresses (TEST_IMAGE_FETCH_LOOPBACK). */
  fetchLoopback: boolean;
  /** Store-wide ceilings per minute (STORE_SESSIONS_PER_MINUTE, STORE_FORMS_PER_MINUTE; issue 34). */
  storeCeilings: StoreCeilings;
}

/** Where derived photos are kept and how much (DATA_DIR/fotos, IMAGE_CACHE_MB). */
export interface PhotoOptions {
  dir: string;
  maxBytes: number;
  fetchLoopback?: boolean;
}

export interface Secrets {
  appToken: string;
  /** The key with which the storefront names the shopper's address (null: never believed). */
  shopperKey?: string | null;
  /** The admin API's bootstrap key (ADMIN_TOKEN). */
  adminToken?: string | undefined;
}

/** The photo options a configuration gives. */
export const photoOptionsOf = (config: Config): PhotoOptions => ({
  dir: join(config.DATA_DIR, 'fotos'),
  maxBytes: config.IMAGE_CACHE_MB * 1024 * 1024,
  fetchLoopback: config.TEST_IMAGE_FETCH_LOOPBACK,
});

export function createContext(
  db: Db,
  secrets: Secrets,
  now: () => Date = () => new Date(),
  options: {
    smtpConfigured?: boolean;
    publicUrl?: string | null;
    photos?: PhotoOptions;
    storeCeilings?: StoreCeilings;
  } = {},
): AppContext {
  return {
    db,
    appToken: secrets.appToken,
    shopperKey: secrets.shopperKey ?? null,
    adminToken: secrets.adminToken,
    smtpConfigured: options.smtpConfigured ?? false,
    pricing: storePricingCache(db),
    now,
    publicUrl: options.publicUrl?.replace(/\/+$/, '') ?? null,
    cartAddLimits: CART_ADD_LIMITS,
    // Without a DATA_DIR (tests, tools): a folder of this process in the system's temporary space.
    photos: derivedPhotos(
      db,
      options.photos ?? { dir: join(tmpdir(), `vitrine-fotos-${process.pid}`), maxBytes: 64 << 20 },
    ),
    fetchLoopback: options.photos?.fetchLoopback ?? false,
    storeCeilings: options.storeCeilings ?? STORE_CEILING_DEFAULTS,
  };
}
