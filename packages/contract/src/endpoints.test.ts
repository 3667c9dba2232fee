import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointPath, endpoints, pathParams, portugueseErrors, type Endpoint } from './endpoints';

const entries: Endpoint[] = Object.values(endpoints);

describe('the endpoint table (B§7, T§7)', () => {
  it('B§7 each entry is named by its key and no two entries share a method and path', () => {
    for (const [key, entry] of Object.entries(endpoints)) expect(entry.id).toBe(key);
    const calls = entries.map((e) => `${e.method} ${e.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('B§7 a path parameter is declared by the params schema, and only then', () => {
    for (const entry of entries) {
      const declared = entry.params instanceof z.ZodObject ? Object.keys(entry.params.shape) : [];
      expect(declared, entry.id).toEqual(pathParams(entry.path));
    }
  });

  it('T§7 reading calls take no body and changing calls take one', () => {
    for (const entry of entries) {
      expect(entry.body === undefined, entry.id).toBe(entry.method === 'GET');
      expect(entry.path.startsWith('/') && !entry.path.startsWith('/v2/front'), entry.id).toBe(true);
    }
  });

  it('B§7 a path is filled with its parameters, each encoded as one segment', () => {
    expect(endpointPath(endpoints.banners, { slot: 'meio-home' })).toBe('/showcase/banners/meio-home');
    expect(endpointPath({ path: '/x/:key' }, { key: 'a/b c' })).toBe('/x/a%2Fb%20c');
    expect(() => endpointPath(endpoints.menu, {})).toThrow(/slug/);
  });

  it('architecture §4: a path parameter that names nothing carries the not-found message of its call', () => {
    const parsed = endpoints.showcase.params.safeParse({ slot: 'nao-existe' });
    expect(parsed.error?.issues[0]?.message).toBe('Vitrine não encontrada.');
  });

  it('architecture §4: messages a schema does not name are in Portuguese', () => {
    const parsed = endpoints.banners.query.safeParse({ idNivel: 'x' }, { error: portugueseErrors });
    expect(parsed.error?.issues[0]?.message).toBe('Informe um número.');
    expect(endpoints.blogPosts.query.safeParse({ limit: '0' }).error?.issues[0]?.message).toBe(
      'limit deve ser ao menos 1.',
    );
  });
});
