import { buildApp } from './app';
import { loadConfig } from './config';
import { createContext } from './context';
import { createOutboxWorker } from './modules/forms/outbox-worker';
import { startDatabase } from './start';

/** The Store API alone (the storefront server in apps/storefront/server serves both on one port). */
const config = loadConfig();
const started = Date.now();
const { db, seeded } = await startDatabase(config);
const app = await buildApp(createContext(db, config.APP_TOKEN), { logger: { level: config.LOG_LEVEL } });
const outbox = createOutboxWorker({ db, smtpUrl: config.SMTP_URL, log: app.log });
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info({ database: db.kind, seeded, ms: Date.now() - started }, 'Store API ready');
outbox.start();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void outbox.stop().then(() => app.close().then(() => db.close())));
}
