import type { CartItem } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageViewEvent, pushDataLayer, pushInOrder, track } from './analytics';
import {
  addToCartEvent,
  addedItems,
  cartLineItem,
  removeFromCartEvent,
  removedItems,
  selectItemEvent,
  viewItemListEvent,
} from './analytics-events';
import { pageKindOf, type PageHandle } from './page-kind';

const product = {
  id: 7,
  nome: 'Data logger',
  precos: { de: null, por: 950, vista: 902.5, parcelamento: [] },
  marca: { nome: 'Novus' },
};

const line = (overrides: Partial<CartItem>): CartItem => ({
  hash: 'h7',
  tipo: 'produto',
  id: 7,
  nome: 'Data logger',
  rota: '/data-logger.html',
  imagem: null,
  quantidade: 2,
  estoque: 10,
  atributos: { simples: null },
  precos: { precoPor: 950, subtotal: 1900 },
  combinacao: null,
  composicao: null,
  ...overrides,
});

/** A submitted form, as FormData reads it. */
function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('analytics: GA4 ecommerce events (B§2.3, T§3, T§4)', () => {
  it('B§2.3: a card click reports select_item with the card as an item of its list', () => {
    expect(selectItemEvent(product, 3, 'Termômetros')).toEqual({
      event: 'select_item',
      ecommerce: {
        item_list_name: 'Termômetros',
        items: [
          {
            item_id: '7',
            item_name: 'Data logger',
            item_brand: 'Novus',
            price: 950,
            index: 3,
            item_list_name: 'Termômetros',
          },
        ],
      },
    });
  });

  it('view_item_list counts positions from the listing offset', () => {
    const event = viewItemListEvent([product, { ...product, id: 8 }], 'Sensores', 20);
    expect(event.event).toBe('view_item_list');
    expect(event.ecommerce.item_list_name).toBe('Sensores');
    expect(event.ecommerce.items.map((item) => [item.item_id, item.index])).toEqual([
      ['7', 21],
      ['8', 22],
    ]);
  });

  it('a cart line: unit price, quantity, chosen value as variant, kits as their category', () => {
    const simples = { atributo: { label: 'Voltagem' }, atributoValor: { label: '220 V' } };
    expect(cartLineItem(line({ atributos: { simples } }), 3, 'Novus')).toEqual({
      item_id: '7',
      item_name: 'Data logger',
      item_brand: 'Novus',
      item_variant: '220 V',
      price: 950,
      quantity: 3,
    });
    expect(cartLineItem(line({ tipo: 'lista', id: 4 }), 1)).toMatchObject({ item_id: '4', item_category: 'kit' });
  });

  it('add_to_cart: the products the form sent, found in the answer, with the quantities asked; value in BRL', () => {
    const cart = {
      itens: [line({}), line({ hash: 'h9', id: 9, nome: 'Sonda', precos: { precoPor: 10.1, subtotal: 10.1 } })],
    };
    const items = addedItems(
      form([
        ['intent', 'add'],
        ['produto', '7:0'],
        ['quantidade', '2'],
        ['produto', '9:31'],
        ['quantidade', '3'],
      ]),
      cart,
      { 7: 'Novus' },
    );
    expect(items).toEqual([
      { item_id: '7', item_name: 'Data logger', item_brand: 'Novus', price: 950, quantity: 2 },
      { item_id: '9', item_name: 'Sonda', price: 10.1, quantity: 3 },
    ]);
    expect(addToCartEvent(items)).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'BRL', value: 1930.3, items },
    });
  });

  it('add_to_cart of a kit: the kit line, once; nothing when the answer lacks what was sent', () => {
    const cart = { itens: [line({ tipo: 'lista', id: 4, hash: 'k4', nome: 'Kit' })] };
    const kit = form([
      ['tipo', 'lista'],
      ['idListaCompra', '4'],
      ['produto', '7:0'],
    ]);
    expect(addedItems(kit, cart)).toEqual([
      { item_id: '4', item_name: 'Kit', item_category: 'kit', price: 950, quantity: 1 },
    ]);
    expect(addedItems(form([['produto', '99:0']]), cart)).toEqual([]);
  });

  it("add_to_cart of a 'Compre junto' pair: its one line at the discounted price", () => {
    const side = (id: number) => ({
      id,
      nome: `P${id}`,
      rota: `/p${id}.html`,
      imagem: null,
      atributos: { simples: null },
      precos: { precoPor: 100 },
    });
    const pair = line({
      tipo: 'combinacao',
      id: 3,
      hash: 'c3-0.0',
      nome: 'P7 + P9',
      precos: { precoPor: 180, subtotal: 180 },
      combinacao: { id: 3, produtos: [side(7), side(9)], precos: { de: 200, por: 180, desconto: 20 } },
    });
    const cart = { itens: [line({}), pair] };
    const sent = form([
      ['tipo', 'combinacao'],
      ['produto', '7:0'],
      ['produto', '9:0'],
    ]);
    expect(addedItems(sent, cart)).toEqual([
      { item_id: '3', item_name: 'P7 + P9', item_category: 'compre junto', price: 180, quantity: 1 },
    ]);
  });

  it('remove_from_cart: the lines the answer no longer has, with their quantity', () => {
    const kept = line({ hash: 'h9', id: 9 });
    const gone = line({});
    expect(removedItems([gone, kept], [kept])).toEqual([cartLineItem(gone, 2)]);
    expect(removedItems([kept], [kept])).toEqual([]);
    expect(removeFromCartEvent(removedItems([gone], []))).toEqual({
      event: 'remove_from_cart',
      ecommerce: { currency: 'BRL', value: 1900, items: [cartLineItem(gone, 2)] },
    });
  });
});

describe('analytics: the page data (T§3)', () => {
  it('page_view carries the page kind, address, title, user (no personal data) and cart size', () => {
    const user = { id: 12, logado: true, nomeRazao: 'Ana', email: 'ana@exemplo.com.br', vendaInterna: null };
    const event = pageViewEvent({ kind: 'product/detail', path: '/x.html', title: 'X', user, cartCount: 3 });
    expect(event).toEqual({
      event: 'page_view',
      page: { kind: 'product/detail', path: '/x.html', title: 'X' },
      user: { logado: true, id: 12, vendaInterna: false },
      cart: { quantidadeTotal: 3 },
    });
    expect(JSON.stringify(event)).not.toMatch(/Ana|ana@/);
    expect(pageViewEvent({ kind: 'home', path: '/', title: '', user: null, cartCount: null }).user).toEqual({
      logado: false,
      id: null,
      vendaInterna: false,
    });
  });

  it("the page kind is the deepest route's; the resolver's comes from what it loaded; 'page' by default", () => {
    const resolver: PageHandle = { pageKind: (data) => (data as { kind: 'marcas' }).kind };
    expect(pageKindOf([{ handle: undefined }, { handle: { pageKind: 'product/detail' } }])).toBe('product/detail');
    expect(pageKindOf([{}, { handle: resolver, loaderData: { kind: 'marcas' } }])).toBe('marcas');
    expect(pageKindOf([{}, { handle: { other: true } }])).toBe('page');
  });
});

describe('pushDataLayer', () => {
  it('pushes into dataLayer, creating it when missing; an ecommerce event clears the previous ecommerce first', () => {
    const target: { dataLayer?: unknown[] } = {};
    pushDataLayer(pageViewEvent({ kind: 'home', path: '/', title: '', user: null, cartCount: 0 }), target);
    pushDataLayer(selectItemEvent(product, 1, 'Lista'), target);
    expect(target.dataLayer).toHaveLength(3);
    expect(target.dataLayer?.[1]).toEqual({ ecommerce: null });
    expect(target.dataLayer?.[2]).toMatchObject({ event: 'select_item' });
  });

  it('does nothing without a window (server render)', () => {
    expect(() => pushDataLayer(selectItemEvent(product, 1, 'Lista'), undefined)).not.toThrow();
  });
});

describe('track and pushInOrder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('an ecommerce event waits for its builders; a page_view asked meanwhile comes after it, not before', async () => {
    const target: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', target);
    track((events) => events.selectItemEvent(product, 1, 'Lista'));
    pushInOrder(pageViewEvent({ kind: 'product/detail', path: '/x.html', title: 'X', user: null, cartCount: 0 }));
    expect(target.dataLayer).toBeUndefined();
    await vi.waitFor(() => expect(target.dataLayer).toHaveLength(3));
    expect(target.dataLayer?.map((entry) => (entry as { event?: string }).event)).toEqual([
      undefined,
      'select_item',
      'page_view',
    ]);
    // A build that returns null pushes nothing; with nothing waiting, a page_view is pushed at once.
    track(() => null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(target.dataLayer).toHaveLength(3);
    pushInOrder(pageViewEvent({ kind: 'home', path: '/', title: '', user: null, cartCount: 0 }));
    expect(target.dataLayer).toHaveLength(4);
  });
});
