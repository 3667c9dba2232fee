import { describe, expect, it } from 'vitest';
import { isS5, statusView } from './product-status';

describe('product status → button (B§4)', () => {
  it("B§4: disponivel shows the price and 'Comprar'", () => {
    expect(statusView('disponivel')).toEqual({ showPrice: true, note: null, button: 'Comprar', available: true });
  });

  it("B§4: with the s5 conversion test on, 'Ver detalhes'", () => {
    expect(statusView('disponivel', true).button).toBe('Ver detalhes');
  });

  it("B§4: sobConsulta shows 'Sob consulta', no price, 'Solicitar orçamento'", () => {
    expect(statusView('sobConsulta', true)).toEqual({
      showPrice: false,
      note: 'Sob consulta',
      button: 'Solicitar orçamento',
      available: false,
    });
  });

  it("B§4: indisponivel (and anything else) shows 'Produto indisponível' and 'Avise-me quando chegar'", () => {
    expect(statusView('indisponivel')).toMatchObject({
      note: 'Produto indisponível',
      button: 'Avise-me quando chegar',
    });
    expect(statusView('outro').available).toBe(false);
  });

  it('B§4: s5=v1 turns the conversion test on', () => {
    expect(isS5('v1')).toBe(true);
    expect(isS5(null)).toBe(false);
    expect(isS5('v2')).toBe(false);
  });
});
