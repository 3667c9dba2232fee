import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Socket } from 'node:net';
import { STORE_API_PREFIX } from '@vitrine/contract';

/** Every message a client can read is Portuguese: the framework's request errors, by their code. */
export const FRAMEWORK_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não aceito: envie application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'O tamanho do corpo da requisição não confere com o informado.',
  FST_ERR_CTP_INVALID_TYPE: 'Tipo de conteúdo inválido.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Conteúdo grande demais.',
  FST_ERR_BAD_URL: 'Endereço inválido.',
  FST_ERR_MAX_PARAM_LENGTH: 'Endereço longo demais.',
  FST_ERR_ASYNC_CONSTRAINT: 'Requisição inválida.',
  FST_ERR_CTP_INVALID_UTF8: 'O corpo da requisição não é um texto UTF-8 válido.',
};

const envelope = (code: string, message: string) => JSON.stringify({ success: false, error: { code, message } });

/** The page a browser gets for an address the router cannot read (the storefront's own pages are not reached). */
const BAD_ADDRESS_PAGE =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Endereço inválido</title></head>' +
  '<body><h1>Endereço inválido</h1><p>Não encontramos esta página.</p><p><a href="/">Voltar à página inicial</a></p>' +
  '</body></html>';

/** An address the router refuses (bad percent-encoding, a parameter too long): 400 in Portuguese. */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const message = FRAMEWORK_ERRORS[error.code] ?? 'Requisição inválida.';
  const raw = request.raw.url ?? '';
  if (raw.startsWith(STORE_API_PREFIX) || raw.startsWith('/healthz') || raw.startsWith('/readyz')) {
    return reply.code(400).type('application/json; charset=utf-8').send(envelope('bad_request', message));
  }
  return reply
    .code(404)
    .header('cache-control', 'private, no-store')
    .type('text/html; charset=utf-8')
    .send(BAD_ADDRESS_PAGE);
}

/** Node's own refusals of a request it cannot parse (oversized headers, a bad Content-Length, a late client). */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'A requisição demorou demais para chegar.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'Cabeçalhos da requisição grandes demais.']
        : [400, 'Bad Request', 'Requisição inválida.'];
  const body = envelope('bad_request', message);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The headers a request may carry at most (Node's default is 2,000); more are dropped. */
export const MAX_HEADERS = 100;

/**
 * Server options of every Vitrine Fastify (the Store API alone, the one-port store): the framework's and Node's own
 * refusals told in Portuguese, path parameters bounded.
 */
export const portugueseServer = {
  frameworkErrors,
  clientErrorHandler,
  routerOptions: { maxParamLength: 2_048 },
} satisfies FastifyServerOptions;
