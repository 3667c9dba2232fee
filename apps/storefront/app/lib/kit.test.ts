import { describe, expect, it } from 'vitest';
import { initialSelection, kitAvailable, kitTotal, selectValue } from './kit';

describe('kit (B§2.5, T§4)', () => {
  it('B§2.5: available when the first product has stock', () => {
    expect(kitAvailable([{ estoque: 2 }, { estoque: 0 }])).toBe(true);
  });
  it('B§2.5: unavailable when the first product is out of stock, whatever the others', () => {
    expect(kitAvailable([{ estoque: 0 }, { estoque: 50 }])).toBe(false);
    expect(kitAvailable([])).toBe(false);
  });
  it('T§4: selecting a value replaces the product previous value only', () => {
    const start = initialSelection([
      { id: 1, idAtributoValor: 10 },
      { id: 2, idAtributoValor: null },
    ]);
    expect(selectValue(start, 1, 11)).toEqual({ 1: 11, 2: null });
  });
  it('B§2.5: total = Σ por × quantidade less the discount', () => {
    expect(
      kitTotal(
        [
          { por: 100, quantidade: 2 },
          { por: 50.5, quantidade: 1 },
        ],
        10,
      ),
    ).toBe(225.45);
    expect(kitTotal([{ por: 10, quantidade: 3 }], 0)).toBe(30);
  });
});
