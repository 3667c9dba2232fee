/**
 * The endpoint table (packages/contract/src/endpoints.ts) against the running API: every entry is served, and bad
 * input to any call is refused by the entry's own schemas the same way (docs/architecture.md §4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STORE_API_PREFIX, endpointPath, endpoints, failureSchema, type Endpoint } from '@vitrine/contract';
import { engine, fromShopper, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const entries: Endpoint[] = Object.values(endpoints);
const UNKNOWN_ROUTE = /^Rota não encontrada/;
/** zod's English defaults; every message the API sends is Portuguese. */
const ENGLISH = /\b(Invalid|expected|received|Too (big|small)|Unrecognized|Required)\b/;

/** Path parameters that name something: the first option of each enum. */
function knownParams(entry: Endpoint): Record<string, string> {
  if (!(entry.params instanceof z.ZodObject)) return {};
  const shape = entry.params.shape as Record<string, z.ZodType>;
  return Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => [
      name,
      schema instanceof z.ZodEnum ? String(schema.options[0]) : 'x',
    ]),
  );
}

/**
 * Calls an entry. Each call comes from its own shopper address (X-Forwarded-For, as the storefront forwards it), so
 * walking the whole table never meets the forms' per-IP limit (its own tests are in forms.test.ts).
 */
let shopper = 0;
function call(entry: Endpoint, params: Record<string, string>, search = '', payload?: string) {
  shopper += 1;
  const address = `198.51.${Math.floor(shopper / 250) % 250}.${(shopper % 250) + 1}`;
  return api.call({
    method: entry.method,
    url: `${STORE_API_PREFIX}${endpointPath(entry, params)}${search}`,
    headers: {
      ...fromShopper(address),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** T§7: a store-rating key is asked about whatever it is: unknown or used keys answer sucesso false, not 404. */
const ANSWERS_ANY_PARAM = new Set<string>([endpoints.storeRatingKey.id, endpoints.storeRating.id]);

function expectPortugueseRefusal(res: Awaited<ReturnType<typeof call>>, id: string, status = 400) {
  expect(res.statusCode, id).toBe(status);
  const { error } = failureSchema.parse(res.json());
  for (const message of [error.message, ...Object.values(error.fields ?? {})]) {
    expect(message, id).not.toMatch(ENGLISH);
  }
  return error;
}

describe(`the endpoint table on ${engine} (B§7, T§7, docs/architecture.md §4)`, () => {
  it('B§7 T§7 every entry is served by the API: none answers the unknown-route 404 or a 5xx', async () => {
    for (const entry of entries) {
      const res = await call(entry, knownParams(entry), '', entry.body ? '{}' : undefined);
      expect(res.statusCode, entry.id).toBeLessThan(500);
      if (res.statusCode === 404)
        expect(failureSchema.parse(res.json()).error.message, entry.id).not.toMatch(UNKNOWN_ROUTE);
    }
  });

  it('architecture §4: a query outside its schema bounds is a 400 naming each field in Portuguese', async () => {
    const huge = '9'.repeat(5000);
    for (const entry of entries) {
      if (!(entry.query instanceof z.ZodObject)) continue;
      const keys = Object.keys(entry.query.shape);
      const search = `?${keys.map((key) => `${key}=${huge}`).join('&')}`;
      const error = expectPortugueseRefusal(await call(entry, knownParams(entry), search), entry.id);
      const named = new Set(Object.keys(error.fields ?? {}).map((path) => path.split('.')[0]));
      expect([...named].sort(), entry.id).toEqual(keys.sort());
    }
  });

  it('architecture §4: a body that is not the object its schema describes is a 400 in Portuguese', async () => {
    for (const entry of entries) {
      if (!entry.body) continue;
      for (const payload of ['[]', '"texto"', '{"quantidade": "muitos", "hash": 1, "tipo": 3}']) {
        expectPortugueseRefusal(await call(entry, knownParams(entry), '', payload), `${entry.id} ${payload}`);
      }
      expect((await call(entry, knownParams(entry), '', '{"sem fim"')).statusCode, entry.id).toBe(400);
    }
  });

  it('architecture §4: a path parameter that names nothing is a 404 with its call’s message', async () => {
    for (const entry of entries) {
      if (!entry.params || ANSWERS_ANY_PARAM.has(entry.id)) continue;
      const params = Object.fromEntries(Object.keys(knownParams(entry)).map((name) => [name, 'nao-existe']));
      const error = expectPortugueseRefusal(await call(entry, params), entry.id, 404);
      expect(error.message, entry.id).not.toMatch(UNKNOWN_ROUTE);
    }
  });
});
