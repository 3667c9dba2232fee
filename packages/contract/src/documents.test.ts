import { describe, expect, it } from 'vitest';
import {
  formatCnpj,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  isValidPhone,
  normalizeCnpj,
  parseCpfCnpj,
  parsePhone,
  UFS,
  isAreaCode,
} from './documents';

describe('T§5 CNPJ check digits', () => {
  it.each([
    // Numeric, the classic published example, masked and bare.
    '11.222.333/0001-81',
    '11222333000181',
    // A real company's CNPJ as printed on its invoices (Banco do Brasil).
    '00.000.000/0001-91',
    // Alphanumeric: the Receita Federal's worked example of the July 2026 format.
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    // Letters are upper-cased before checking.
    '12.abc.345/01de-35',
  ])('accepts %s', (value) => {
    expect(isValidCnpj(value)).toBe(true);
  });

  it.each([
    ['11.222.333/0001-82', 'wrong second digit'],
    ['11.222.333/0001-71', 'wrong first digit'],
    ['12.ABC.345/01DE-36', 'alphanumeric, wrong digit'],
    ['12.ABC.345/01DE-3A', 'a letter among the check digits'],
    ['00.000.000/0000-00', 'repeated digits'],
    ['11.111.111/1111-11', 'repeated digits'],
    ['11111111111180', 'a repeated base with computed check digits'],
    ['AAAAAAAAAAAA45', 'a repeated alphanumeric base with computed check digits'],
    ['11.222.333/0001-8', 'too short'],
    ['11.222.333/00001-81', 'too long'],
    ['11 222 333 0001 81', 'spaces instead of the mask'],
    ['11.222.333/0001-81\u0000', 'a NUL byte'],
    ['12.ÁBC.345/01DE-35', 'a letter outside A–Z'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(isValidCnpj(value)).toBe(false);
  });

  it('normalizes to 14 upper-case characters and formats back with the mask (T§9)', () => {
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });
});

describe('T§5 CPF check digits (a cpfCnpj field accepting a person)', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35'])('accepts %s', (value) => {
    expect(isValidCpf(value)).toBe(true);
  });
  it.each(['529.982.247-24', '111.111.111-11', '000.000.000-00', '99999999999', '529.982.247-2', 'abc.def.ghi-jk'])(
    'refuses %s',
    (value) => {
      expect(isValidCpf(value)).toBe(false);
    },
  );
  it('tells a CPF from a CNPJ and formats each', () => {
    expect(parseCpfCnpj('52998224725')).toEqual({ kind: 'cpf', formatted: '529.982.247-25' });
    expect(parseCpfCnpj('12abc34501de35')).toEqual({ kind: 'cnpj', formatted: '12.ABC.345/01DE-35' });
    expect(parseCpfCnpj('52998224724')).toBeNull();
  });
});

describe('T§5 phone: area code (2 digits) + number', () => {
  it.each([
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['11987654321', '(11) 98765-4321'],
    ['(51) 3333-4444', '(51) 3333-4444'],
    [' 21 2222.3333 ', '(21) 2222-3333'],
  ])('accepts %s as %s', (value, formatted) => {
    expect(parsePhone(value)?.formatted).toBe(formatted);
  });
  it.each([
    ['(10) 98765-4321', 'no such area code'],
    ['(20) 98765-4321', 'no such area code'],
    ['(11) 88765-4321', 'nine digits not starting with 9'],
    ['(11) 9876-5432', 'a landline starting with 9'],
    ['(11) 98765-432', 'too short'],
    ['(11) 98765-43210', 'too long'],
    ['11 98765 4321 ramal 2', 'letters'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });
});

describe('T§9 CEP xxxxx-xxx', () => {
  it('accepts masked and bare CEPs and refuses others', () => {
    expect(isValidCep('05033-002')).toBe(true);
    expect(isValidCep('05033002')).toBe(true);
    expect(isValidCep('0503-3002')).toBe(false);
    expect(isValidCep('00000-000')).toBe(false);
    expect(isValidCep('05033-00a')).toBe(false);
  });
});

describe('T§5 e-mail: an at-sign followed later by a dot and a letter', () => {
  it.each(['ana@empresa.com.br', 'compras+orcamento@frio.ind.br', 'A.B@X.CO'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });
  it.each([
    'ana.empresa.com',
    'ana@empresa',
    'ana@empresa.1',
    'ana @empresa.com',
    'ana@empresa.com, outro@x.com',
    'ana@empresa.com\r\nBcc: x@y.com',
    '<ana@empresa.com>',
    `${'a'.repeat(250)}@x.com`,
  ])('refuses %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('T§9 reference data from @brazilian-utils/brazilian-utils', () => {
  it('the 27 federative units, by name, as the quote form offers them', () => {
    expect(UFS).toHaveLength(27);
    expect(UFS.slice(0, 4)).toEqual(['AC', 'AL', 'AP', 'AM']);
    expect(UFS).toContain('DF');
    expect(new Set(UFS).size).toBe(27);
  });

  it('area codes: the 67 the agency numbers, two digits each', () => {
    const all = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).filter(isAreaCode);
    expect(all).toHaveLength(67);
    for (const ddd of ['11', '21', '61', '99']) expect(isAreaCode(ddd), ddd).toBe(true);
    for (const ddd of ['10', '20', '23', '1', '011', '', 'ab']) expect(isAreaCode(ddd), ddd).toBe(false);
  });
});
