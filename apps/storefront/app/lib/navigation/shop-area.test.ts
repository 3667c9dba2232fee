import { describe, expect, it } from 'vitest';
import { SHOP_AREA_PATHS, shopAreaPage } from '../../server/pages/shop-area-page.server';
import { shopAreaHref } from './shop-area';

describe('the external shop area (T§1, issue 25)', () => {
  it('issue 25: its links go to SHOP_AREA_URL when configured, else to this store', () => {
    expect(shopAreaHref('https://checkout.loja.com.br', '/minha-conta/')).toBe(
      'https://checkout.loja.com.br/minha-conta/',
    );
    expect(shopAreaHref(null, '/checkout/carrinho/')).toBe('/checkout/carrinho/');
  });

  it("issue 25: each path's page says where the shopper is and leads back (the cart page for the cart)", () => {
    expect(SHOP_AREA_PATHS).toEqual([
      '/checkout/carrinho/',
      '/checkout/cadastro',
      '/checkout/pagamento',
      '/minha-conta/',
    ]);
    expect(shopAreaPage('/checkout/carrinho/')).toMatchObject({
      title: 'Carrinho de compras',
      back: { href: '/carrinho', label: 'Ver o carrinho' },
    });
    expect(shopAreaPage('/checkout/cadastro').back.href).toBe('/');
    expect(shopAreaPage('/minha-conta').title).toBe('Minha conta');
    for (const path of SHOP_AREA_PATHS) expect(shopAreaPage(path).text).toContain('área de compras');
  });
});
