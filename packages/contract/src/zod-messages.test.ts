import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { portugueseErrors } from './zod-messages';

/** Developer words zod's own locale puts in a message: none reaches a shopper. */
const JARGON =
  /esperava|recebeu|undefined|null|NaN|Infinity|string|number|boolean|array|objeto|regex|enum|union|chave|tipo|\$/i;

/** For each issue code of zod, schemas and inputs that raise it (every code zod lists must be here). */
const CASES: Record<keyof typeof z.ZodIssueCode, [z.ZodType, unknown][]> = {
  invalid_type: [
    [z.number(), undefined],
    [z.number(), 'x'],
    [z.string(), 1],
    [z.boolean(), 'talvez'],
    [z.array(z.string()), 'a'],
    [z.object({ a: z.string() }), 'a'],
    [z.date(), 'ontem'],
    [z.bigint(), 1],
  ],
  too_small: [
    [z.string().min(1), ''],
    [z.string().min(8), 'abc'],
    [z.number().min(1), 0],
    [z.number().positive(), 0],
    [z.array(z.string()).min(2), []],
    [z.date().min(new Date('2030-01-01')), new Date('2020-01-01')],
  ],
  too_big: [
    [z.string().max(3), 'abcd'],
    [z.number().max(10), 11],
    [z.number().lt(10), 10],
    [z.array(z.string()).max(1), ['a', 'b']],
  ],
  invalid_format: [
    [z.email(), 'ana@'],
    [z.url(), 'nada'],
    [z.string().regex(/^\d+$/), 'abc'],
    [z.iso.datetime(), 'ontem'],
    [z.uuid(), 'x'],
  ],
  not_multiple_of: [[z.number().multipleOf(5), 3]],
  unrecognized_keys: [[z.strictObject({ a: z.string() }), { a: 'x', b: 1 }]],
  invalid_union: [[z.union([z.number(), z.boolean()]), 'x']],
  invalid_key: [[z.record(z.string().min(2), z.string()), { a: 'x' }]],
  invalid_element: [[z.map(z.object({}), z.number()), new Map([[{}, 'x']])]],
  invalid_value: [
    [z.enum(['a', 'b']), 'c'],
    [z.literal('sim'), 'não'],
  ],
  custom: [[z.string().refine((v) => v === 'ok'), 'não']],
};

describe('zod messages for a shopper (issue 34)', () => {
  it('covers every issue code zod has', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(z.ZodIssueCode).sort());
  });

  const all = Object.entries(CASES).flatMap(([code, cases]) =>
    cases.map(([schema, input], i): [string, z.ZodType, unknown] => [`${code} #${i + 1}`, schema, input]),
  );
  it.each(all)('%s: plain Portuguese, no developer words', (name, schema, input) => {
    const parsed = schema.safeParse(input, { error: portugueseErrors });
    expect(parsed.success).toBe(false);
    const issues = parsed.error?.issues ?? [];
    expect(issues.map((issue) => issue.code)).toContain(name.split(' ')[0]);
    for (const issue of issues) {
      expect(issue.message).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ].*\.$/);
      expect(issue.message).not.toMatch(JARGON);
    }
  });

  it('a missing field asks to be filled; numbers, lengths and choices say what to enter', () => {
    const message = (schema: z.ZodType, input: unknown) =>
      schema.safeParse(input, { error: portugueseErrors }).error?.issues[0]?.message;
    expect(message(z.object({ idProduto: z.number() }), {})).toBe('Preencha o campo.');
    expect(message(z.number(), 'x')).toBe('Informe um número.');
    expect(message(z.string().max(3), 'abcd')).toBe('Use no máximo 3 caracteres.');
    expect(message(z.number().int().min(1), 0)).toBe('Informe um valor a partir de 1.');
    expect(message(z.enum(['a', 'b']), 'c')).toBe('Escolha uma das opções.');
  });

  it('POST /product/combination without its fields: no "recebeu um valor undefined"', () => {
    const issues = endpoints.combination.body.safeParse({}, { error: portugueseErrors }).error?.issues ?? [];
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) expect(issue.message).not.toMatch(JARGON);
  });
});
