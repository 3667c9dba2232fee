import type { Attributes, Prices } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { findSimpleValue, missingAttributeError, offerFor } from './attributes';

const prices = (por: number): Prices => ({ de: null, por, vista: por * 0.95, parcelamento: [] });
const value = (idAtributoValor: number, estoque: number, por: number) => ({
  id: idAtributoValor,
  idAtributoValor,
  label: `V${idAtributoValor}`,
  selecionado: false,
  estoque,
  precos: prices(por),
  carrinho: { tipo: 'produto' as const, idAtributoValor },
});
const attributes: Attributes = {
  simples: { nome: 'Voltagem', valores: [value(1, 3, 100), value(2, 0, 120)] },
  unico: null,
};
const product = { precos: prices(90), estoque: 10, status: 'sobConsulta' as const };

describe('simple attribute (B§4)', () => {
  it('B§4: a value with stock swaps prices and stock and makes the product disponivel', () => {
    expect(offerFor(product, findSimpleValue(attributes, 1))).toEqual({
      precos: prices(100),
      estoque: 3,
      status: 'disponivel',
    });
  });
  it('B§4: a value without stock makes the product indisponivel', () => {
    expect(offerFor(product, findSimpleValue(attributes, 2)).status).toBe('indisponivel');
  });
  it('B§4: without a choice the product offer stands', () => {
    expect(offerFor(product, findSimpleValue(attributes, null))).toBe(product);
  });
  it('B§5: a missing simple value names the attribute', () => {
    expect(missingAttributeError(attributes, null)).toBe('Selecione Voltagem');
    expect(missingAttributeError(attributes, 99)).toBe('Selecione Voltagem');
    expect(missingAttributeError(attributes, 1)).toBeNull();
    expect(missingAttributeError({ simples: null, unico: null }, null)).toBeNull();
  });
});
