import { describe, expect, it } from 'vitest';
import {
  FREE_SHIPPING_ABOVE_CENTS,
  FREE_SHIPPING_SUFFIX,
  billedKg,
  quoteShipping,
  regionOf,
  stateOfCep,
  zoneOf,
  type ShippingInput,
} from './rules';

const input = (cep: string, over: Partial<ShippingInput> = {}): ShippingInput => ({
  cep,
  unitGrams: 800,
  unitCents: 50_000,
  quantidade: 1,
  ...over,
});
const ids = (cep: string, over: Partial<ShippingInput> = {}) =>
  quoteShipping(input(cep, over))?.options.map((o) => o.id);

describe('shipping rule (decision 008)', () => {
  it('maps a CEP to its state by the Correios ranges, both ends inclusive', () => {
    const cases: [string, string][] = [
      ['01001000', 'SP'],
      ['19999999', 'SP'],
      ['20040002', 'RJ'],
      ['29015010', 'ES'],
      ['30130010', 'MG'],
      ['40020000', 'BA'],
      ['49010000', 'SE'],
      ['50010000', 'PE'],
      ['57020000', 'AL'],
      ['58010000', 'PB'],
      ['59020000', 'RN'],
      ['60060000', 'CE'],
      ['64000000', 'PI'],
      ['65010000', 'MA'],
      ['66010000', 'PA'],
      ['68900000', 'AP'],
      ['69005000', 'AM'],
      ['69301000', 'RR'],
      ['69400000', 'AM'],
      ['69900000', 'AC'],
      ['70040000', 'DF'],
      ['72800000', 'GO'],
      ['73000000', 'DF'],
      ['74000000', 'GO'],
      ['76800000', 'RO'],
      ['77000000', 'TO'],
      ['78005000', 'MT'],
      ['79002000', 'MS'],
      ['80010000', 'PR'],
      ['88010000', 'SC'],
      ['90010000', 'RS'],
      ['99999999', 'RS'],
    ];
    for (const [cep, state] of cases) expect(stateOfCep(cep), cep).toBe(state);
  });

  it('knows no state for the free ranges or a malformed CEP', () => {
    for (const cep of ['00000000', '00999999', '10000000', '10999999', '78900000', '1234567', '0131010a', '']) {
      expect(stateOfCep(cep), cep).toBeNull();
    }
    expect(quoteShipping(input('10500000'))).toBeNull();
  });

  it('groups states in regions; São Paulo, the origin, is its own zone', () => {
    expect(regionOf('SP')).toBe('sudeste');
    expect(regionOf('RS')).toBe('sul');
    expect(regionOf('DF')).toBe('centro-oeste');
    expect(regionOf('BA')).toBe('nordeste');
    expect(regionOf('TO')).toBe('norte');
    expect(zoneOf('SP')).toBe('local');
    expect(zoneOf('RJ')).toBe('sudeste');
  });

  it('bills whole kilograms, rounded up, at least 1', () => {
    expect([billedKg(1), billedKg(1000), billedKg(1001), billedKg(28_000)]).toEqual([1, 1, 2, 28]);
  });

  it('prices farther zones higher and takes longer, cheapest option first', () => {
    const order = ['01001000', '20040002', '80010000', '70040000', '40020000', '66010000'];
    const quotes = order.map((cep) => quoteShipping(input(cep)));
    const pac = quotes.map((q) => q?.options.find((o) => o.id === 'pac'));
    for (let i = 1; i < pac.length; i++) {
      expect(pac[i]?.valorCents).toBeGreaterThan(pac[i - 1]?.valorCents ?? Infinity);
      expect(pac[i]?.prazo).toBeGreaterThanOrEqual(pac[i - 1]?.prazo ?? Infinity);
    }
    const sp = quotes[0];
    expect(sp?.options.map((o) => o.id)).toEqual(['pac', 'sedex']);
    expect(sp?.options[0]).toEqual({ id: 'pac', label: 'Correios PAC', prazo: 3, valorCents: 1890 });
    expect(sp?.options[1]?.prazo).toBeLessThan(sp?.options[0]?.prazo ?? 0);
  });

  it('weight × quantity raises the price; the carrier from 10 kg, Correios only up to 30 kg', () => {
    const one = quoteShipping(input('30130010', { unitGrams: 2500 }));
    const three = quoteShipping(input('30130010', { unitGrams: 2500, quantidade: 3 }));
    expect(three?.kg).toBe(8);
    expect(three?.options[0]?.valorCents).toBeGreaterThan(one?.options[0]?.valorCents ?? Infinity);
    expect(ids('30130010', { unitGrams: 9_000 })).toEqual(['pac', 'sedex']);
    expect(ids('30130010', { unitGrams: 10_000 })).toEqual(expect.arrayContaining(['pac', 'sedex', 'transportadora']));
    expect(ids('30130010', { unitGrams: 30_001 })).toEqual(['transportadora']);
    expect(ids('30130010', { unitGrams: 15_000, quantidade: 3 })).toEqual(['transportadora']);
  });

  it('T§9: South and Southeast above R$ 2.000 make the cheapest option free, saying so in its label', () => {
    const above = { unitCents: FREE_SHIPPING_ABOVE_CENTS + 1 };
    for (const cep of ['01001000', '20040002', '29015010', '30130010', '80010000', '88010000', '90010000']) {
      const quote = quoteShipping(input(cep, above));
      expect(quote?.freeShipping, cep).toBe(true);
      expect(quote?.options[0]).toMatchObject({
        id: 'pac',
        label: `Correios PAC${FREE_SHIPPING_SUFFIX}`,
        valorCents: 0,
      });
      expect(quote?.options[1]?.valorCents).toBeGreaterThan(0);
    }
  });

  it('T§9: exactly R$ 2.000 is not above; quantity counts towards the value; other regions always pay', () => {
    expect(quoteShipping(input('01001000', { unitCents: FREE_SHIPPING_ABOVE_CENTS }))?.freeShipping).toBe(false);
    const byQuantity = quoteShipping(input('01001000', { unitCents: 100_001, quantidade: 2 }));
    expect(byQuantity?.freeShipping).toBe(true);
    expect(byQuantity?.options[0]?.valorCents).toBe(0);
    for (const cep of ['70040000', '40020000', '66010000']) {
      const quote = quoteShipping(input(cep, { unitCents: 900_000 }));
      expect(quote?.freeShipping, cep).toBe(false);
      expect(quote?.options.every((o) => o.valorCents > 0)).toBe(true);
    }
  });

  it('a heavy free order frees the carrier when it is the only option', () => {
    const quote = quoteShipping(input('01001000', { unitGrams: 31_000, unitCents: 1_290_000 }));
    expect(quote?.options).toEqual([
      { id: 'transportadora', label: `Transportadora${FREE_SHIPPING_SUFFIX}`, prazo: 4, valorCents: 0 },
    ]);
  });
});
