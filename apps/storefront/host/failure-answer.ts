import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_API_PREFIX, STORE_API_PREFIX } from '@vitrine/contract';
import { FRAMEWORK_ERRORS, OUTAGE_RETRY_AFTER_S, UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@vitrine/api';
import { UNKEPT_PAGE } from '../app/lib/cache-policy';
import { escapeHtml } from '../app/server/html/escape-html.server';
import { ERROR_RELOAD_SECONDS, RELOAD_NOW_TEXT, SERVER_ERROR_TEXT } from '../app/lib/constants';

/**
 * The answer of a failure no route answered itself (issue 34): the database out of reach while the page cache read
 * the catalogue version, a render that threw before its error boundary, a hook's error. Never the framework's JSON
 * with the driver's code, message or address: the store's own words, as a page for a browser's page and as the
 * envelope for a call (the APIs, a page's script, a client navigation's data). A database out of reach is a 503 with
 * Retry-After, as the Store API's own (lib/envelope.ts in the API); anything else a 500.
 */

/** The 5xx page without the shell (its header needs the database too): reloads itself as the full page does. */
function failurePage(here: string): string {
  return (
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta http-equiv="refresh" content="${ERROR_RELOAD_SECONDS}"><meta name="robots" content="noindex">` +
    '<title>Página indisponível</title></head><body style="font-family:system-ui,sans-serif;text-align:center;' +
    `padding:4rem 1rem"><h1 style="font-size:1.25rem">${escapeHtml(SERVER_ERROR_TEXT)}</h1>` +
    `<p>Recarregando em ${ERROR_RELOAD_SECONDS} s</p><p><a href="${escapeHtml(here)}">${RELOAD_NOW_TEXT}</a></p>` +
    '</body></html>'
  );
}

/** Whether the failed request was a call that reads JSON (an API, a page's script, a client navigation's data). */
function wantsEnvelope(path: string): boolean {
  return (
    path.startsWith(`${STORE_API_PREFIX}/`) ||
    path.startsWith(`${ADMIN_API_PREFIX}/`) ||
    path.startsWith('/resources/') ||
    path.endsWith('.data') ||
    path === '/healthz' ||
    path === '/readyz'
  );
}

const INTERNAL_TEXT = 'Erro interno. Tente novamente em instantes.';

/** Fastify's error handler of the whole store (the API scopes keep their own envelope mapping). */
export function answerFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (reply.sent || reply.raw.headersSent) return;
  const path = request.url.split('?')[0] ?? '';
  const refused = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;
  if (refused) {
    // The framework refused the request itself (a body too large, a bad address): its status, the store's words.
    const status = error.statusCode ?? 400;
    const message = FRAMEWORK_ERRORS[error.code] ?? 'Requisição inválida.';
    reply.header('cache-control', UNKEPT_PAGE);
    if (wantsEnvelope(path))
      return reply.code(status).send({ success: false, error: { code: 'bad_request', message } });
    return reply.code(status).type('text/plain; charset=utf-8').send(message);
  }
  const unavailable = isDatabaseUnavailable(error);
  const status = unavailable ? 503 : 500;
  if (unavailable) request.log.warn({ err: error }, 'database unavailable');
  else request.log.error({ err: error }, 'unexpected error');
  // Headers an aborted answer had set (its length, its encoding, a kept page's) say nothing of this one.
  reply.removeHeader('content-length');
  reply.removeHeader('content-encoding');
  reply.header('cache-control', UNKEPT_PAGE);
  if (unavailable) reply.header('retry-after', String(OUTAGE_RETRY_AFTER_S));
  if (wantsEnvelope(path)) {
    const code = unavailable ? 'unavailable' : 'internal';
    const message = unavailable ? UNAVAILABLE_MESSAGE : INTERNAL_TEXT;
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send({ success: false, error: { code, message } });
  }
  return reply.code(status).type('text/html; charset=utf-8').send(failurePage(request.url));
}
