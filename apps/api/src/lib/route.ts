/**
 * Registers a Store API handler against its entry of the endpoint table (packages/contract/src/endpoints.ts): the
 * method and path come from the entry; path parameters, query and body are parsed with the entry's schemas before
 * the handler runs (a parameter that names nothing is a 404, any other bad input a 400 naming each field — never a
 * 500); the handler's answer is typed by the entry's `data` schema (app.ts adds the envelope).
 */
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { brokenQuery, hostileFields, type AnswerOf, type Endpoint, type Parsed } from '@vitrine/contract';
import { notFound } from './errors';
import { parseInput, refuseFields } from './validate';

export interface HandlerInput<E extends Endpoint> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Route config for plugins, e.g. `rateLimit`. */
  config?: FastifyContextConfig;
  /** The largest body accepted, in bytes (a larger one is a 413 before the handler runs). */
  bodyLimit?: number;
  /** Runs before the body is read, e.g. the forms' rate limits. */
  onRequest?: onRequestHookHandler;
  /** Runs after the body is read, before the handler, e.g. the store-wide ceilings (issue 34). */
  preHandler?: preHandlerHookHandler;
}

/**
 * Path parameters that name nothing (an unknown menu or slot) are an unknown address: 404 with the schema's message;
 * so is a parameter the contract's guard refuses (a NUL byte, a control character, an over-long text).
 */
function parseParams(endpoint: Endpoint, params: unknown): unknown {
  if (endpoint.params && Object.keys(hostileFields(endpoint.params, params)).length > 0) throw notFound();
  const parsed = endpoint.params?.safeParse(params);
  if (!parsed) return undefined;
  if (!parsed.success) throw notFound(parsed.error.issues[0]?.message);
  return parsed.data;
}

/** A DELETE may carry its fields in the query instead of a body (some clients send no DELETE body). */
function bodyOf(endpoint: Endpoint, request: FastifyRequest): unknown {
  if (endpoint.method !== 'DELETE') return request.body;
  const { body, query } = request;
  return { ...(query && typeof query === 'object' ? query : {}), ...(body && typeof body === 'object' ? body : {}) };
}

export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<AnswerOf<E>>,
  options: RouteOptions = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
    handler: async (request, reply) => {
      const search = request.raw.url?.split('?')[1];
      if (search) refuseFields(brokenQuery(search));
      const input = {
        params: parseParams(endpoint, request.params),
        query: endpoint.query ? parseInput(endpoint.query, request.query) : undefined,
        body: endpoint.body ? parseInput(endpoint.body, bodyOf(endpoint, request)) : undefined,
        request,
        reply,
      };
      // Each part was parsed by the schema the entry's type names (or is undefined when the entry has none).
      return handler(input as HandlerInput<E>);
    },
  });
}
