import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hostileFields } from './guard';

describe('the guard derived from the contract (issue 28)', () => {
  const schema = z.object({ nome: z.string().max(10), idNivel: z.number(), itens: z.array(z.string()) });

  it('names each hostile field: control characters, long texts, integers outside int4, lists for one value', () => {
    expect(hostileFields(schema, { nome: 'a\u0000b', idNivel: 2 ** 31, itens: ['ok', 'x\u0007'] })).toEqual({
      nome: expect.any(String),
      idNivel: expect.any(String),
      'itens.1': expect.any(String),
    });
    expect(hostileFields(schema, { nome: 'x'.repeat(11) })).toHaveProperty('nome');
    expect(hostileFields(schema, { nome: ['a', 'b'] })).toHaveProperty('nome');
    expect(hostileFields(schema, { nome: 'Ana', idNivel: 7, itens: ['a'] })).toEqual({});
  });

  it('leaves a body the schema leaves unknown to its handler (the import reads and checks its rows itself)', () => {
    expect(hostileFields(z.unknown(), { payload: 'linha\u0000' })).toEqual({});
    expect(hostileFields(z.object({ extra: z.unknown() }), { extra: 'a\u0000' })).toHaveProperty('extra');
  });
});
