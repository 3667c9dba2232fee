/**
 * The envelope and error mapping every API scope shares (the Store API under /v2/front, the admin API under
 * /v2/admin): handlers return their data and throw ApiError; answers are `{ success, data }` or
 * `{ success: false, error }` with a true HTTP status, and every message a client reads is Portuguese.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError as ApiErrorBody } from '@vitrine/contract';
import { isDatabaseUnavailable } from '../db/client';
import { ApiError, notFound } from './errors';
import { FRAMEWORK_ERRORS } from './framework-errors';

/** How long a client should wait before asking again while the database is out of reach (a restart takes seconds). */
export const OUTAGE_RETRY_AFTER_S = 10;
/** What a client reads while the database is out of reach (the storefront's failure answer says the same). */
export const UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

export const failure = (error: ApiErrorBody) => ({ success: false as const, error });

/** Adds the envelope, the error mapping and the JSON 404 of unknown paths to one API scope. */
export function apiEnvelope(app: FastifyInstance): void {
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
      void reply.header('retry-after', String(OUTAGE_RETRY_AFTER_S));
      return reply.code(503).send(failure({ code: 'unavailable', message: UNAVAILABLE_MESSAGE }));
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
}
