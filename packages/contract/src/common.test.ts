import { describe, expect, it } from 'vitest';
import { productStatusSchema } from './common';
import { ORDER_LABELS, orderValues, readOrder } from './constants';

describe('product status in answers (B§4 "Anything other than disponivel counts as not available")', () => {
  it('keeps the three statuses the store knows', () => {
    for (const status of ['disponivel', 'sobConsulta', 'indisponivel'] as const) {
      expect(productStatusSchema.parse(status)).toBe(status);
    }
  });

  it.each(['esgotado', 'DISPONIVEL', '', null, 3])('reads %j as unavailable instead of failing the answer', (value) => {
    expect(productStatusSchema.parse(value)).toBe('indisponivel');
  });
});

describe('readOrder (issue 25: order=Popularidade)', () => {
  it('reads an order value or any sort-menu label, in any case, with or without accents', () => {
    expect(readOrder('popularidade')).toBe('popularidade');
    expect(readOrder('Popularidade')).toBe('popularidade');
    expect(readOrder(' POPULARIDADE ')).toBe('popularidade');
    expect(readOrder('Menor preço')).toBe('menor-preco');
    expect(readOrder('MENOR PRECO')).toBe('menor-preco');
    expect(readOrder('Nome (A-Z)')).toBe('nome');
    for (const order of orderValues) expect(readOrder(ORDER_LABELS[order])).toBe(order);
  });
  it('reads nothing else', () => {
    for (const value of ['', 'barato', null, 3, 'popularidade2']) expect(readOrder(value)).toBeNull();
  });
});
