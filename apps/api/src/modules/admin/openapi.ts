/**
 * GET /v2/admin/openapi.json: the admin API described as OpenAPI 3.1, generated from the contract's tables
 * (`adminEndpoints`, `backofficeEndpoints`) and their zod schemas (`z.toJSONSchema`) — so the description cannot
 * drift from what the API validates and answers. Any admin key reads it (decision 043).
 */
import { ADMIN_API_PREFIX, adminEndpoints, backofficeEndpoints, type Endpoint } from '@vitrine/contract';
import { z } from 'zod';

type Json = Record<string, unknown>;

const schema = (s: z.ZodType, io: 'input' | 'output'): Json =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;

/** The fields of an object schema as OpenAPI parameters (path or query). */
function parameters(s: z.ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (!s) return [];
  const json = schema(s, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

/** Bodies the handler reads itself (the import's CSV or JSON stream). */
const STREAMED_BODY: Json = {
  required: true,
  content: {
    'text/csv': { schema: { type: 'string' } },
    'application/json': { schema: { type: 'array', items: {} } },
    'application/x-ndjson': { schema: { type: 'string' } },
  },
};

function operation(name: string, e: Endpoint): Json {
  const body = e.body as z.ZodType | undefined;
  const streamed = body instanceof z.ZodUnknown;
  const file = e.data instanceof z.ZodString;
  return {
    operationId: name,
    security: name === 'signIn' ? [] : [{ chave: [] }],
    parameters: [...parameters(e.params as z.ZodType | undefined, 'path'), ...parameters(e.query, 'query')],
    ...(body
      ? {
          requestBody: streamed
            ? STREAMED_BODY
            : { required: true, content: { 'application/json': { schema: schema(body, 'input') } } },
        }
      : {}),
    responses: {
      '200': {
        description: 'OK',
        content: file
          ? { 'text/csv': { schema: { type: 'string' } }, 'application/json': { schema: {} } }
          : {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { success: { const: true }, data: schema(e.data, 'output') },
                  required: ['success', 'data'],
                },
              },
            },
      },
      default: {
        description: 'Erro: { success: false, error: { code, message, fields? } }, em português.',
      },
    },
  };
}

/** The document, built once. */
let built: Json | null = null;

export function adminOpenApi(): Json {
  if (built) return built;
  const paths: Record<string, Record<string, Json>> = {};
  for (const [name, e] of Object.entries({ ...adminEndpoints, ...backofficeEndpoints }) as [string, Endpoint][]) {
    const path = `${ADMIN_API_PREFIX}${e.path.replace(/:(\w+)/g, '{$1}')}`;
    (paths[path] ??= {})[e.method.toLowerCase()] = operation(name, e);
  }
  built = {
    openapi: '3.1.0',
    info: {
      title: 'Vitrine — API administrativa',
      version: '2',
      description:
        'A API da loja para o seu próprio lado: catálogo, importação e exportação, estoque e preços, back office. Cada chamada leva Authorization: Bearer <chave>.',
    },
    components: { securitySchemes: { chave: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
  return built;
}
