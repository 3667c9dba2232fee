import { describe, expect, it } from 'vitest';
import { productClickEvent, pushDataLayer } from './analytics';

const product = {
  id: 7,
  nome: 'Data logger',
  precos: { de: null, por: 950, vista: 902.5, parcelamento: [] },
  marca: { nome: 'Novus' },
};

describe('analytics (B§2.3)', () => {
  it('B§2.3: a card click reports a productClick event', () => {
    expect(productClickEvent(product, 3)).toEqual({
      event: 'productClick',
      ecommerce: { click: { products: [{ id: 7, name: 'Data logger', price: 950, brand: 'Novus', position: 3 }] } },
    });
  });

  it('pushes into dataLayer, creating it when missing', () => {
    const target: { dataLayer?: unknown[] } = {};
    pushDataLayer(productClickEvent(product, 1), target);
    pushDataLayer(productClickEvent(product, 2), target);
    expect(target.dataLayer).toHaveLength(2);
  });

  it('does nothing without a window', () => {
    expect(() => pushDataLayer(productClickEvent(product, 1), undefined)).not.toThrow();
  });
});
