import { existsSync } from 'node:fs';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createContext, createOutboxWorker, registerApi, startDatabase, type Config, type Db } from '@vitrine/api';
import { storefrontRoutes } from './request-handler';
import { helmetOptions } from './security';

const BUILD_DIR = fileURLToPath(new URL('../build/', import.meta.url));
const SERVER_BUILD = `${BUILD_DIR}server/index.js`;
const BROTLI_QUALITY = 5;

export interface Server {
  app: FastifyInstance;
  /** The embedded or configured database, when this process serves the Store API too. */
  db: Db | null;
  seeded: boolean;
}

/**
 * One process, one port: the Store API under /v2/front (unless API_URL names another one), the media files,
 * the built client assets, and React Router for every other path.
 */
export async function createServer(config: Config): Promise<Server> {
  if (!existsSync(SERVER_BUILD)) {
    throw new Error(`The storefront is not built (${SERVER_BUILD} is missing): run \`npm run build\`.`);
  }
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: true,
  });
  await app.register(helmet, helmetOptions);
  // Brotli's default quality (11) costs tens of milliseconds per page; 5 keeps most of the gain at a few.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });

  let db: Db | null = null;
  let seeded = false;
  if (config.API_URL) {
    app.get('/healthz', async () => ({ success: true, data: { status: 'ok', api: config.API_URL } }));
  } else {
    const started = await startDatabase(config);
    db = started.db;
    seeded = started.seeded;
    await registerApi(app, createContext(db, config.APP_TOKEN));
    // The form e-mails go out while the store listens; closing the server stops delivery before the database closes.
    const outbox = createOutboxWorker({ db, smtpUrl: config.SMTP_URL, log: app.log });
    app.addHook('onListen', async () => outbox.start());
    app.addHook('onClose', async () => outbox.stop());
  }

  await app.register(fastifyStatic, {
    root: `${BUILD_DIR}client`,
    wildcard: false,
    index: false,
    // Hashed build files never change; the rest (favicon…) may.
    cacheControl: false,
    setHeaders(reply, path) {
      const hashed = path.includes('/assets/');
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
  await app.register(storefrontRoutes, { build, mode: config.NODE_ENV });
  return { app, db, seeded };
}
