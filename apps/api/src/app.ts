import { isUtf8 } from 'node:buffer';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ADMIN_API_PREFIX, APP_TOKEN_HEADER, SESSION_HEADER, STORE_API_PREFIX } from '@vitrine/contract';
import type { AppContext } from './context';
import { readClientAddress } from './lib/client-address';
import { OUTAGE_RETRY_AFTER_S, apiEnvelope, failure } from './lib/envelope';
import { badRequest } from './lib/errors';
import { FRAMEWORK_ERRORS, MAX_HEADERS, portugueseServer } from './lib/framework-errors';
import { sameSecret } from './lib/same-secret';
import { adminApi } from './modules/admin/routes';
import { photoRoutes } from './modules/media/photos';
import { unsubscribeRoute } from './modules/backoffice/routes';
import { formRoutes } from './modules/forms/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { contentRoutes } from './modules/content/routes';
import { mediaRoutes } from './modules/media/routes';
import { uploadRoutes } from './modules/media/uploads';
import { sessionRoutes } from './modules/session/routes';
import { shipmentRoutes } from './modules/shipment/routes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw Session header, when sent. */
    sessionToken: string | undefined;
    /** The shopper's address (lib/client-address.ts), read once on arrival. */
    clientAddress: string;
  }
}

/** The Store API under /v2/front: App-Token check, the `{ success, data }` envelope and one error mapping. */
async function frontApi(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('sessionToken', undefined);
  app.decorateRequest('clientAddress', '');
  // JSON bodies are read as bytes first: invalid UTF-8 is a 400, not text with replacement characters.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(badRequest(FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_UTF8!), undefined);
    return parseJson(request, bytes.toString('utf8'), done);
  });
  // Global off: the forms use `createRateLimit`; the sign-in counts wrong passwords itself (session/sign-in-limits.ts).
  await app.register(rateLimit, { global: false });

  app.addHook('onRequest', async (request, reply) => {
    if (!sameSecret(request.headers[APP_TOKEN_HEADER], ctx.appToken)) {
      return reply.code(401).send(failure({ code: 'unauthorized', message: 'App-Token ausente ou inválido.' }));
    }
    const session = request.headers[SESSION_HEADER];
    request.sessionToken = typeof session === 'string' && session !== '' ? session : undefined;
    request.clientAddress = readClientAddress(request, ctx.shopperKey);
  });

  apiEnvelope(app);

  // Each module registers its calls of the endpoint table (packages/contract/src/endpoints.ts) from its routes.ts.
  contentRoutes(app, ctx);
  catalogRoutes(app, ctx);
  cartRoutes(app, ctx);
  shipmentRoutes(app, ctx);
  sessionRoutes(app, ctx);
  formRoutes(app, ctx);
  unsubscribeRoute(app, ctx);
}

/** How long /readyz waits for the database before it says the store is not ready. */
const READY_DEADLINE_MS = 2_000;

/** Resolves with `work`, or rejects once `ms` have passed (the work is left to finish on its own). */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Registers the Store API, the media files and the probes on an existing Fastify instance: /healthz says the
 * process is alive (it touches nothing); /readyz says the database answers, within a deadline (503 when not).
 */
export async function registerApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/healthz', async () => ({ success: true, data: { status: 'ok' } }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await withDeadline(ctx.db.query('SELECT 1'), READY_DEADLINE_MS);
      return { success: true, data: { status: 'ok', database: ctx.db.kind } };
    } catch {
      return reply
        .code(503)
        .header('retry-after', String(OUTAGE_RETRY_AFTER_S))
        .send(failure({ code: 'unavailable', message: 'O banco de dados não respondeu a tempo.' }));
    }
  });
  uploadRoutes(app, ctx.db);
  photoRoutes(app, ctx.photos);
  await app.register(mediaRoutes);
  await app.register((scope) => frontApi(scope, ctx), { prefix: STORE_API_PREFIX });
  await app.register((scope) => adminApi(scope, ctx), { prefix: ADMIN_API_PREFIX });
}

/** A standalone Store API (tests inject requests into it; main.ts listens). */
export async function buildApp(ctx: AppContext, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ...portugueseServer, ...options });
  app.server.maxHeadersCount = MAX_HEADERS;
  await registerApi(app, ctx);
  return app;
}
