import { getConfig, type Config } from '@vitrine/config';

/**
 * The storefront's view of the one configuration (packages/config, parsed once per process). The `.server` name
 * keeps it, and every secret in it, out of the browser bundle.
 */
export const env: Config = getConfig();
