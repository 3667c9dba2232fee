import { ConfigError, getConfig, shopperAddressKey, startupWarnings, type Config } from '@vitrine/config';
import { buildApp } from './app';
import { createContext, photoOptionsOf } from './context';
import { createBackgroundWork } from './background';
import { startDatabase } from './start';

/** The Store API alone (the storefront server in apps/storefront/host serves both on one port). */
let config: Config;
try {
  config = getConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const started = Date.now();
const { db, seeded } = await startDatabase(config);
const publicUrl = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : null;
const app = await buildApp(
  createContext(
    db,
    { appToken: config.APP_TOKEN, shopperKey: shopperAddressKey(config), adminToken: config.ADMIN_TOKEN },
    undefined,
    {
      smtpConfigured: !!config.SMTP_URL,
      publicUrl,
      photos: photoOptionsOf(config),
      storeCeilings: {
        sessionsPerMinute: config.STORE_SESSIONS_PER_MINUTE,
        formsPerMinute: config.STORE_FORMS_PER_MINUTE,
      },
    },
  ),
  { logger: { level: config.LOG_LEVEL }, trustProxy: config.TRUST_PROXY },
);
const background = createBackgroundWork({ db, smtpUrl: config.SMTP_URL, publicUrl, log: app.log });
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info({ database: db.kind, seeded, ms: Date.now() - started }, 'Store API ready');
for (const warning of startupWarnings(config)) app.log.warn(warning);
background.start();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void background.stop().then(() => app.close().then(() => db.close())));
}
