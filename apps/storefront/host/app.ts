import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import {
  MAX_HEADERS,
  catalogVersion,
  createBackgroundWork,
  createContext,
  photoOptionsOf,
  portugueseServer,
  registerApi,
  sessionUserAndCart,
  startDatabase,
  type Db,
} from '@vitrine/api';
import { shopperAddressKey, type Config } from '@vitrine/config';
import { setStoreApiTransport } from '../app/server/api/store-api-transport.server';
import { answerFailure } from './failure-answer';
import { inProcessFetch } from './in-process-api';
import { createPageCache, type PageCache } from './page-cache';
import { proxyMedia } from './media-proxy';
import { storefrontRoutes, type BuildSource, type ShopperRead } from './request-handler';
import { storeFrameworkErrors } from './bad-address';
import { securityHeaders } from './security';
import { testReadback } from './test-readback';

/** PUBLIC_URL's origin, what e-mails link to (issue 25), or null. */
const publicOrigin = (config: Config) => (config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : null);

const REQUEST_TIMEOUT_MS = 30_000;
const CONNECTION_TIMEOUT_MS = 60_000;
/** How long /readyz waits for the Store API behind API_URL. */
const READY_DEADLINE_MS = 2_000;
const BUILD_DIR = fileURLToPath(new URL('../build/', import.meta.url));
const SERVER_BUILD = `${BUILD_DIR}server/index.js`;
const BROTLI_QUALITY = 5;
/** How long a kept page is served (decision 035): the stock it shows is never older. */
const PAGE_TTL_MS = 5_000;
const MEGABYTE = 1024 * 1024;

export interface Server {
  app: FastifyInstance;
  /** The embedded or configured database, when this process serves the Store API too. */
  db: Db | null;
  seeded: boolean;
  /** The page cache (decision 035), when this process keeps pages. */
  pageCache: PageCache | null;
}

interface ServerOptions {
  /**
   * `npm run dev`: the storefront from its sources through Vite in middleware mode (hot module reload on this
   * port) instead of the build. Everything else is the same server. No page cache (an edited page shows at once).
   */
  dev?: boolean;
  /** A database already open (tests): the Store API runs on it instead of the configured one. */
  db?: Db;
}

/**
 * Two log lines per request (and per in-process Store API call) cost CPU on every page at 'info': requests are
 * logged at 'debug', and at 'error' when they fail (an error, or an answer ≥ 500).
 */
class QuietRequestLogs extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply) {
    const entry = { res: reply, responseTime: reply.elapsedTime };
    if (error || reply.statusCode >= 500) reply.log.error({ ...entry, err: error }, 'request failed');
    else reply.log.debug(entry, 'request completed');
  }
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * One process, one port: the Store API under /v2/front (unless API_URL names another one), the media files,
 * the built client assets (or Vite, in development), and React Router for every other path.
 */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const dev = options.dev ?? false;
  if (!dev && !existsSync(SERVER_BUILD)) {
    throw new Error(`The storefront is not built (${SERVER_BUILD} is missing): run \`npm run build\`.`);
  }
  // In development Vite answers what is its own (modules, hot reload, public files) before Fastify sees a request.
  let viteMiddlewares: NodeHandler | null = null;
  const app: FastifyInstance = Fastify({
    // The framework's and Node's own refusals (bad percent-encoding, oversized headers…) told in Portuguese; an
    // address it cannot read is the store's 404 page (issue 39).
    ...portugueseServer,
    frameworkErrors: storeFrameworkErrors(() => app),
    logger: { level: config.LOG_LEVEL },
    logController: new QuietRequestLogs(),
    // X-Forwarded-* are believed only from the proxies the configuration names (TRUST_PROXY: addresses or CIDRs).
    trustProxy: config.TRUST_PROXY,
    // A client has 30 s to send a whole request and may idle 60 s on a connection: slow clients cannot hold sockets.
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    ...(dev && {
      serverFactory: (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
        createHttpServer((req, res) => {
          if (viteMiddlewares) viteMiddlewares(req, res, () => handler(req, res));
          else handler(req, res);
        }),
    }),
  });
  app.server.maxHeadersCount = MAX_HEADERS;
  // A failure no route answered (the API scopes keep their envelope): the store's 503 or 500, never the driver's text.
  app.setErrorHandler(answerFailure);
  securityHeaders(app);
  // Brotli's default quality (11) costs tens of milliseconds per page; 5 keeps most of the gain at a few.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });

  let db: Db | null = null;
  let seeded = false;
  let pageCache: PageCache | null = null;
  let shopperRead: ShopperRead | null = null;
  if (config.API_URL) {
    // Alive: the process answers. Ready: the Store API behind API_URL answers its own readiness within a deadline.
    app.get('/healthz', async () => ({ success: true, data: { status: 'ok' } }));
    app.get('/readyz', async (_request, reply) => {
      const ready = await fetch(new URL('/readyz', config.API_URL), { signal: AbortSignal.timeout(READY_DEADLINE_MS) })
        .then((response) => response.ok)
        .catch(() => false);
      if (ready) return { success: true, data: { status: 'ok', api: config.API_URL } };
      return reply.code(503).send({
        success: false,
        error: { code: 'unavailable', message: 'A Store API não respondeu a tempo.' },
      });
    });
    await proxyMedia(app, config.apiBaseUrl);
  } else {
    const started = options.db
      ? { db: options.db, seeded: false }
      : await startDatabase(config, {
          onConnectionError: (error) =>
            app.log.warn({ err: error }, 'a PostgreSQL connection failed; the pool replaces it'),
        });
    db = started.db;
    seeded = started.seeded;
    const apiDb = db;
    const context = createContext(
      apiDb,
      { appToken: config.APP_TOKEN, shopperKey: shopperAddressKey(config), adminToken: config.ADMIN_TOKEN },
      undefined,
      {
        smtpConfigured: !!config.SMTP_URL,
        publicUrl: publicOrigin(config),
        photos: photoOptionsOf(config),
        storeCeilings: {
          sessionsPerMinute: config.STORE_SESSIONS_PER_MINUTE,
          formsPerMinute: config.STORE_FORMS_PER_MINUTE,
        },
      },
    );
    await registerApi(app, context);
    // A shopper's personal parts read her user and cart with the function GET checkout/user-and-cart answers with
    // (its session rules in one place), without a request through the Store API's HTTP layer (issue 38).
    shopperRead = (token) => sessionUserAndCart(context, token);
    // Pages for visitors without a session, kept under the catalogue version this process's database holds.
    if (!dev && config.PAGE_CACHE_MB > 0) {
      pageCache = createPageCache({
        maxBytes: config.PAGE_CACHE_MB * MEGABYTE,
        ttlMs: PAGE_TTL_MS,
        version: () => catalogVersion(apiDb),
      });
    }
    // The storefront reaches this Store API in process: no loopback socket per call (decision 023).
    setStoreApiTransport({ baseUrl: config.apiBaseUrl, transport: inProcessFetch(app) });
    app.addHook('onClose', async () => setStoreApiTransport(undefined));
    // The form e-mails go out and expired sessions are purged while the store listens; closing the server stops
    // both before the database closes.
    const background = createBackgroundWork({
      db,
      smtpUrl: config.SMTP_URL,
      publicUrl: publicOrigin(config),
      log: app.log,
    });
    app.addHook('onListen', async () => background.start());
    app.addHook('onClose', async () => background.stop());
    if (config.TEST_READBACK) testReadback(app, db, config.APP_TOKEN);
  }

  let build: BuildSource;
  if (dev) {
    const { startVite } = await import('./vite-dev');
    const vite = await startVite(app.server);
    viteMiddlewares = vite.middlewares;
    app.addHook('onClose', () => vite.close());
    // Loaded per request: Vite answers from its module graph, so an edited route or component shows at once.
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
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
    build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
  }
  await app.register(storefrontRoutes, {
    build,
    mode: dev ? 'development' : config.NODE_ENV,
    publicUrl: config.PUBLIC_URL,
    pageCache,
    shopperRead,
  });
  return { app, db, seeded, pageCache };
}
