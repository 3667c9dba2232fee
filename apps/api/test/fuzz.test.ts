/**
 * Hostile input (never a 5xx, always a clear Portuguese 4xx): walks the endpoint table and sends every call bodies
 * shaped like its schema whose every number is out of range (≥ 2³¹, negative, fractional, 1e308) or whose every text
 * carries a NUL byte or is very long, and queries and path parameters of the same kinds. Each answer is below 500
 * and, when refused, in Portuguese.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { STORE_API_PREFIX, endpointPath, endpoints, failureSchema, pathParams, type Endpoint } from '@vitrine/contract';
import { engine, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const ENGLISH = /\b(Invalid|expected|received|Too (big|small)|Unrecognized|Required|Body|must|cannot|Internal)\b/;

type Leaf = { num: number; str: string };
const LEAVES: Leaf[] = [
  { num: 2 ** 40, str: 'ok' },
  { num: 2 ** 31, str: 'ok' },
  { num: -1, str: 'ok' },
  { num: 1.5, str: 'ok' },
  { num: 1e308, str: 'ok' },
  { num: 1, str: 'a\u0000b' },
  { num: 1, str: 'x'.repeat(20_000) },
];

/** zod's definition of a schema (its internal, stable in v4) — read to build a sample of the schema's shape. */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every variant of a value of the schema's shape, with `leaf`'s number and text at every leaf. */
function samples(schema: z.ZodType, leaf: Leaf): unknown[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const entries = Object.entries(def.shape ?? {}).map(([key, value]) => [key, samples(value, leaf)[0]]);
      return [Object.fromEntries(entries)];
    }
    case 'array':
      return [[samples(def.element!, leaf)[0]]];
    case 'number':
    case 'int':
    case 'bigint':
      return [leaf.num];
    case 'boolean':
      return [true];
    case 'enum':
      return [Object.values(def.entries ?? {})[0]];
    case 'literal':
      return [def.values?.[0]];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return samples(def.innerType!, leaf);
    case 'union':
      return (def.options ?? []).flatMap((option) => samples(option, leaf));
    case 'pipe':
      return samples(def.in!, leaf);
    default:
      return [leaf.str];
  }
}

let shopper = 0;
async function send(entry: Endpoint, path: string, search: string, payload?: string) {
  shopper += 1;
  const res = await api.call({
    method: entry.method,
    url: `${STORE_API_PREFIX}${path}${search}`,
    headers: {
      'x-forwarded-for': `203.0.${Math.floor(shopper / 250) % 250}.${(shopper % 250) + 1}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
  const what = `${entry.id} ${path}${search.slice(0, 80)} ${payload?.slice(0, 120) ?? ''}`;
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
    const { error } = failureSchema.parse(res.json());
    for (const message of [error.message, ...Object.values(error.fields ?? {})]) {
      expect(message, what).not.toMatch(ENGLISH);
    }
  }
}

const PARAM_VALUES = ['99999999999', '-1', '%00', 'a'.repeat(600), '1e309', '..%2F..%2Fetc'];
const QUERY_VALUES = ['99999999999', '-1', '%00', '1e309', 'x'.repeat(5000), '1.5', '%F0%9F%92%A9'];

describe(`hostile input to every call on ${engine} (no 5xx, Portuguese 4xx)`, () => {
  it('bodies of each call’s shape with out-of-range numbers, NUL bytes and very long texts', async () => {
    for (const entry of Object.values(endpoints) as Endpoint[]) {
      if (!entry.body) continue;
      const params = Object.fromEntries(pathParams(entry.path).map((name) => [name, 'x'.repeat(30)]));
      const path = endpointPath(entry, params);
      for (const leaf of LEAVES) {
        for (const body of samples(entry.body, leaf)) await send(entry, path, '', JSON.stringify(body));
      }
      for (const raw of ['{bad', '', 'null', '[]', '"x"', '{"__proto__":{"x":1}}']) await send(entry, path, '', raw);
    }
  });

  it('queries and path parameters out of range', async () => {
    for (const entry of Object.values(endpoints) as Endpoint[]) {
      const names = pathParams(entry.path);
      for (const value of PARAM_VALUES) {
        const path = entry.path.replace(/:([A-Za-z]\w*)/g, () => value);
        await send(entry, path, '', entry.body ? '{}' : undefined);
      }
      const shape = entry.query ? (defOf(entry.query).shape ?? {}) : {};
      const base = endpointPath(entry, Object.fromEntries(names.map((name) => [name, 'x'])));
      for (const value of QUERY_VALUES) {
        const search = `?${Object.keys(shape)
          .map((key) => `${key}=${value}`)
          .join('&')}`;
        await send(entry, base, search, entry.body ? '{}' : undefined);
      }
    }
  });
});
