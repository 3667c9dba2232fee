import { describe, expect, it } from 'vitest';
import { initialSelection, kitAvailable, kitProductEntries, kitTotal, selectValue, selectionFromParams } from './kit';
import type { ListProduct } from '@vitrine/contract';

describe('kit (B§2.5, T§4)', () => {
  it('B§2.5: available when the first product has stock and every product has the units of one kit', () => {
    expect(
      kitAvailable([
        { estoque: 2, quantidade: 1 },
        { estoque: 3, quantidade: 3 },
      ]),
    ).toBe(true);
  });
  it('B§2.5: unavailable when the first product is out of stock, whatever the others', () => {
    expect(
      kitAvailable([
        { estoque: 0, quantidade: 1 },
        { estoque: 50, quantidade: 1 },
      ]),
    ).toBe(false);
    expect(kitAvailable([])).toBe(false);
  });
  it('B§2.5: unavailable when another product (a pre-selected value) cannot fill one kit: no purchase that fails', () => {
    expect(
      kitAvailable([
        { estoque: 2, quantidade: 1 },
        { estoque: 0, quantidade: 1 },
      ]),
    ).toBe(false);
    expect(
      kitAvailable([
        { estoque: 2, quantidade: 1 },
        { estoque: 1, quantidade: 2 },
      ]),
    ).toBe(false);
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
  it('T§4: the form entries carry every product in kit order, 0 for no value', () => {
    expect(kitProductEntries([{ id: 5 }, { id: 7 }], { 5: 12, 7: null })).toEqual(['5:12', '7:0']);
  });
  it('T§4: a query chooses known values over the pre-selection and ignores the rest', () => {
    const simples = { nome: 'Voltagem', valores: [{ idAtributoValor: 13 }, { idAtributoValor: 14 }] };
    const produtos = [
      { id: 1, idAtributoValor: 14, atributos: { simples, unico: null } },
      { id: 2, idAtributoValor: null, atributos: { simples: null, unico: null } },
    ] as unknown as ListProduct[];
    expect(selectionFromParams(produtos, new URLSearchParams('valor-1=13'))).toEqual({ 1: 13, 2: null });
    expect(selectionFromParams(produtos, new URLSearchParams('valor-1=99&valor-2=3'))).toBeNull();
  });
});
