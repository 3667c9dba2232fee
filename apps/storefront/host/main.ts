import { ConfigError, getConfig, startupWarnings } from '@vitrine/config';
import { createServer } from './app';

/** SIGTERM: in-flight requests get this long to finish; then the connections still open are cut. */
const DRAIN_MS = 10_000;

/** `npm start` (and, with `--dev`, `npm run dev`): serves the store on PORT (default 3000). */
async function main() {
  const started = Date.now();
  const dev = process.argv.includes('--dev');
  const config = getConfig();
  const { app, db, seeded } = await createServer(config, { dev });
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: db?.kind ?? `remote ${config.API_URL}`, seeded, dev, ms: Date.now() - started },
    `Vitrine ready on http://localhost:${config.PORT}`,
  );
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    // Keep-alive connections that still hold a request (a client gone mid-page, say) would keep close() waiting.
    setTimeout(() => app.server.closeAllConnections(), DRAIN_MS).unref();
    await app.close();
    await db?.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
