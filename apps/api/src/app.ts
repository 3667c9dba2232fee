import { isUtf8 } from 'node:buffer';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { APP_TOKEN_HEADER, SESSION_HEADER, STORE_API_PREFIX, type ApiError as ApiErrorBody } from '@vitrine/contract';
import type { AppContext } from './context';
import { isDatabaseUnavailable } from './db/client';
import { readClientAddress } from './lib/client-address';
import { ApiError, badRequest, notFound } from './lib/errors';
import { FRAMEWORK_ERRORS, MAX_HEADERS, portugueseServer } from './lib/framework-errors';
import { sameSecret } from './lib/same-secret';
import { formRoutes } from './modules/forms/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { contentRoutes } from './modules/content/routes';
import { mediaRoutes } from './modules/media/routes';
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

const failure = (error: ApiErrorBody) => ({ success: false as const, error });

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

  // Handlers return the data; the envelope is added here, once.
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode >= 400) return payload;
    if (payload && typeof payload === 'object' && 'success' in payload) return payload;
    return { success: true, data: payload };
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.status === 429 && !reply.hasHeader('retry-after')) void reply.header('retry-after', '60');
      return reply
        .code(error.status)
        .send(failure({ code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) }));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      if (!reply.hasHeader('retry-after')) void reply.header('retry-after', '60');
      return reply
        .code(429)
        .send(failure({ code: 'rate_limited', message: 'Muitas requisições. Tente novamente em instantes.' }));
    }
    if (status === 413) {
      return reply.code(413).send(failure({ code: 'bad_request', message: 'Conteúdo grande demais.' }));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type…: the framework's own errors, told in Portuguese.
      const message = FRAMEWORK_ERRORS[(error as FastifyError).code ?? ''] ?? 'Requisição inválida.';
      return reply.code(status).send(failure({ code: 'bad_request', message }));
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting or out of reach: the client may try again shortly (reads already were, once).
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send(
        failure({
          code: 'unavailable',
          message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
        }),
      );
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(failure({ code: 'internal', message: 'Erro interno. Tente novamente em instantes.' }));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        failure({ code: 'not_found', message: `Rota não encontrada: ${request.method} ${request.url.split('?')[0]}` }),
      ),
  );

  // Unknown Store API paths answer the JSON 404, never the storefront's page.
  app.all('/*', async (request) => {
    throw notFound(`Rota não encontrada: ${request.method} ${request.url.split('?')[0]}`);
  });

  // Each module registers its calls of the endpoint table (packages/contract/src/endpoints.ts) from its routes.ts.
  contentRoutes(app, ctx);
  catalogRoutes(app, ctx);
  cartRoutes(app, ctx);
  shipmentRoutes(app, ctx);
  sessionRoutes(app, ctx);
  formRoutes(app, ctx);
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
      return reply.code(503).send(failure({ code: 'unavailable', message: 'O banco de dados não respondeu a tempo.' }));
    }
  });
  await app.register(mediaRoutes);
  await app.register((scope) => frontApi(scope, ctx), { prefix: STORE_API_PREFIX });
}

/** A standalone Store API (tests inject requests into it; main.ts listens). */
export async function buildApp(ctx: AppContext, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ...portugueseServer, ...options });
  app.server.maxHeadersCount = MAX_HEADERS;
  await registerApi(app, ctx);
  return app;
}
