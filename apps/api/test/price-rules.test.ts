import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  failureSchema,
  budgetAnswerSchema,
  cartMutationResponseSchema,
  cartSchema,
  combinationResponseSchema,
  envelope,
  listDetailSchema,
  listShopResponseSchema,
  listingSchema,
  productDetailSchema,
  quoteSchema,
  shipmentResponseSchema,
  showcaseSchema,
  type Cart,
  type CartMutationResponse,
  type ListDetail,
  type Listing,
  type ProductDetail,
} from '@vitrine/contract';
import { FREE_SHIPPING_SUFFIX } from '../src/modules/shipment/rules';
import { engine, startTestApi, type TestApi } from './harness';

/**
 * One "price now" rule and one group stock rule (docs/decisions/007-product-detail-and-cart.md): every read of a
 * price — card, listing, product page, combination, kit, cart and shipping quote — and every read of a bundle's
 * stock — product page, kit, cart — answers the same for the same product. The data is this file's own.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await insertCatalogue();
});
afterAll(() => api?.close());

const DAY = 86_400_000;
const BASE = 990_000;
const BRAND = { id: BASE + 1, slug: 'marca-preco-agora' };
const ATTRIBUTE = BASE + 1;
const VALUE = BASE + 1; // product_simple_values id (idAtributoValor)
/** No values; own price R$ 800; two schedules start at the same instant: R$ 900 (id …1), R$ 1.100 (id …2). */
const PLAIN = { id: BASE + 1, slug: 'preco-agora-simples', own: 800, loser: 900, winner: 1100, estoque: 7 };
/** One simple value at R$ 500 (stock 4); own R$ 700; schedules from the same instant: R$ 600 (…3), R$ 650 (…4). */
const WITH_VALUE = { id: BASE + 2, slug: 'preco-agora-voltagem', own: 700, loser: 600, winner: 650, value: 500 };
/** A product group: 2 × PLAIN (7 in stock → 3) and 4 × ITEM (11 in stock → 2); its own stock (50) is not used. */
const GROUP = { id: BASE + 3, slug: 'preco-agora-grupo', estoque: 50, stock: 2 };
const ITEM = { id: BASE + 4, slug: 'preco-agora-item', estoque: 11 };
/** A kit: 2 × PLAIN and 1 × WITH_VALUE at its value, less 10 %; stock ⌊7 ÷ 2⌋ = 3 (the value has 4). */
const KIT = { id: BASE + 1, slug: 'kit-preco-agora', desconto: 10, stock: 3 };
const KIT_PRICE = ((PLAIN.winner * 2 + WITH_VALUE.value) * (100 - KIT.desconto)) / 100;
const COMBINATION = { id: BASE + 1, desconto: 5 };

async function insertCatalogue(): Promise<void> {
  const [category] = await api.db.query<{ id: number }>('SELECT id FROM categories WHERE ativo ORDER BY id LIMIT 1');
  if (!category) throw new Error('the demo catalogue has a category');
  // Both schedules of a product start at this same instant; the higher id ends first, so neither the window's end
  // nor the insertion order can pick the winner by accident.
  const start = new Date(Date.now() - DAY).toISOString();
  const end = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const product = (p: { id: number; slug: string }, estoque: number, own: number) =>
    api.db.query(
      `INSERT INTO products (id, nome, slug, sku, status, brand_id, category_id, estoque, preco_de_cents,
                             preco_por_cents)
       VALUES ($1, $2, $3, $4, 'disponivel', $5, $6, $7, NULL, $8)`,
      [p.id, `Produto ${p.slug}`, p.slug, `SKU-${p.id}`, BRAND.id, category.id, estoque, own * 100],
    );
  const schedule = (id: number, productId: number, reais: number, days: number) =>
    api.db.query(
      `INSERT INTO scheduled_prices (id, product_id, preco_de_cents, preco_por_cents, data_inicial, data_final)
       VALUES ($1, $2, NULL, $3, $4, $5)`,
      [id, productId, reais * 100, start, end(days)],
    );
  await api.db.query(`INSERT INTO brands (id, nome, slug) VALUES ($1, 'Marca Preço Agora', $2)`, [
    BRAND.id,
    BRAND.slug,
  ]);
  await product(PLAIN, PLAIN.estoque, PLAIN.own);
  await product(WITH_VALUE, 0, WITH_VALUE.own);
  await product(GROUP, GROUP.estoque, 300);
  await product(ITEM, ITEM.estoque, 100);
  await schedule(BASE + 1, PLAIN.id, PLAIN.loser, 20);
  await schedule(BASE + 2, PLAIN.id, PLAIN.winner, 10);
  await schedule(BASE + 3, WITH_VALUE.id, WITH_VALUE.loser, 20);
  await schedule(BASE + 4, WITH_VALUE.id, WITH_VALUE.winner, 10);
  await api.db.query(`INSERT INTO attributes (id, nome, tipo) VALUES ($1, 'Tensão Preço Agora', 'simples')`, [
    ATTRIBUTE,
  ]);
  await api.db.query(`INSERT INTO attribute_values (id, attribute_id, label) VALUES ($1, $1, '220V')`, [ATTRIBUTE]);
  await api.db.query(
    `INSERT INTO product_simple_values (id, product_id, attribute_value_id, preco_de_cents, preco_por_cents, estoque)
     VALUES ($1, $2, $3, NULL, $4, 4)`,
    [VALUE, WITH_VALUE.id, ATTRIBUTE, WITH_VALUE.value * 100],
  );
  await api.db.query(
    `INSERT INTO product_group_items (product_id, item_product_id, quantidade) VALUES ($1, $2, 2), ($1, $3, 4)`,
    [GROUP.id, PLAIN.id, ITEM.id],
  );
  await api.db.query(
    `INSERT INTO shopping_lists (id, nome, slug, desconto_percent) VALUES ($1, 'Kit Preço Agora', $2, $3)`,
    [KIT.id, KIT.slug, KIT.desconto],
  );
  await api.db.query(
    `INSERT INTO shopping_list_items (list_id, product_id, posicao, quantidade, simple_value_id)
     VALUES ($1, $2, 1, 2, NULL), ($1, $3, 2, 1, $4)`,
    [KIT.id, PLAIN.id, WITH_VALUE.id, VALUE],
  );
  await api.db.query(
    `INSERT INTO combinations (id, product_id, indicated_id, desconto_percent) VALUES ($1, $2, $3, $4)`,
    [COMBINATION.id, PLAIN.id, WITH_VALUE.id, COMBINATION.desconto],
  );
  await api.db.query(
    `INSERT INTO showcase_products (showcase_slug, product_id, posicao)
     VALUES ('vitrine-home2', $1, -2), ('vitrine-home2', $2, -1)`,
    [PLAIN.id, WITH_VALUE.id],
  );
}

async function get<T>(url: string, parse: (body: unknown) => T, headers: Record<string, string> = {}): Promise<T> {
  const res = await api.call({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return parse(res.json());
}
const detail = (slug: string): Promise<ProductDetail> =>
  get(`/v2/front/url/product/detail?url=/${slug}.html`, (b) => envelope(productDetailSchema).parse(b).data);
const kitDetail = (): Promise<ListDetail> =>
  get(`/v2/front/url/list/detail?url=/lista/${KIT.slug}.html`, (b) => envelope(listDetailSchema).parse(b).data);
const brandListing = (query = ''): Promise<Listing> =>
  get(
    `/v2/front/url/product/listing/brand?url=/marcas/${BRAND.slug}&limit=100${query}`,
    (b) => envelope(listingSchema).parse(b).data,
  );
const readCart = (token: string): Promise<Cart> =>
  get('/v2/front/checkout/cart', (b) => envelope(cartSchema).parse(b).data, { session: token });

async function post(url: string, payload: object, token?: string) {
  const res = await api.call({ method: 'POST', url, payload, headers: token ? { session: token } : {} });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res;
}
async function addToCart(
  idProduto: number,
  quantidade: number,
  idAtributoValor: number | null = null,
  token?: string,
): Promise<{ token: string; cart: CartMutationResponse }> {
  const res = await post(
    '/v2/front/checkout/cart',
    { tipo: 'produto', itens: [{ idProduto, idAtributoValor, quantidade }] },
    token,
  );
  return {
    token: token ?? String(res.headers.session),
    cart: envelope(cartMutationResponseSchema).parse(res.json()).data,
  };
}
/** Whether a São Paulo (Southeast) quote for `quantidade` units is free: T§9, strictly above R$ 2.000. */
async function freeShipping(idProduto: number, quantidade: number, idAtributoValor: number | null = null) {
  const res = await post('/v2/front/shipment/product', { cep: '01310100', idProduto, idAtributoValor, quantidade });
  const { fretes } = envelope(shipmentResponseSchema).parse(res.json()).data;
  return fretes.some((f) => f.valor === 0 && f.label.endsWith(FREE_SHIPPING_SUFFIX));
}

describe(`one price-now rule and one group stock rule on ${engine}`, () => {
  it('B§3 agendamentoPreco: of two schedules from one instant the highest id prices the product page', async () => {
    const plain = await detail(PLAIN.slug);
    expect(plain.precos.por).toBe(PLAIN.winner);
    expect(plain.agendamentoPreco.aplicado).not.toBeNull();
    const withValue = await detail(WITH_VALUE.slug);
    expect(withValue.precos.por).toBe(WITH_VALUE.winner);
    // A scheduled price applies to the product, never to its values (decision 007).
    expect(withValue.atributos.simples?.valores.map((v) => v.precos.por)).toEqual([WITH_VALUE.value]);
  });

  it('B§3: showcase cards and the listing (its cards, price filter and price order) show that price', async () => {
    const showcase = await get(
      '/v2/front/showcase/products/vitrine-home2?limit=24',
      (b) => envelope(showcaseSchema).parse(b).data,
    );
    const cards = new Map(showcase.produtos.map((c) => [c.id, c.precos.por]));
    expect([cards.get(PLAIN.id), cards.get(WITH_VALUE.id)]).toEqual([PLAIN.winner, WITH_VALUE.winner]);

    const all = await brandListing('&order=menor-preco');
    const listed = new Map(all.conteudo.produtos.map((c) => [c.id, c.precos.por]));
    expect([listed.get(PLAIN.id), listed.get(WITH_VALUE.id)]).toEqual([PLAIN.winner, WITH_VALUE.winner]);
    const order = all.conteudo.produtos.map((c) => c.id).filter((id) => id === PLAIN.id || id === WITH_VALUE.id);
    expect(order).toEqual([WITH_VALUE.id, PLAIN.id]);

    // The listing statement filters on its own reading of the price: only the winner's range holds each product.
    const ids = async (range: string) =>
      (await brandListing(`&filtro=preco:${range}`)).conteudo.produtos.map((c) => c.id);
    expect(await ids(`${PLAIN.winner - 50}-${PLAIN.winner + 50}`)).toEqual([PLAIN.id]);
    expect(await ids(`${PLAIN.loser - 50}-${PLAIN.loser + 50}`)).toEqual([]);
    expect(await ids(`${WITH_VALUE.winner - 20}-${WITH_VALUE.winner + 20}`)).toEqual([WITH_VALUE.id]);
    expect(await ids(`${WITH_VALUE.loser - 20}-${WITH_VALUE.loser + 20}`)).toEqual([]);
  });

  it('T§3 Combination: the pair on the product page and its recomputation price both sides alike', async () => {
    const plain = await detail(PLAIN.slug);
    const pair = plain.combinacoes.find((c) => c.id === COMBINATION.id);
    expect(pair?.produto.precos.por).toBe(WITH_VALUE.winner);
    expect(pair?.precos.produtoPrincipal.por).toBe(PLAIN.winner);
    expect(pair?.precos.produtoIndicado.por).toBe(WITH_VALUE.winner);
    const res = await post('/v2/front/product/combination', {
      produtoPrincipal: { id: PLAIN.id, idAtributoValor: null },
      produtoIndicado: { id: WITH_VALUE.id, idAtributoValor: null },
    });
    expect(envelope(combinationResponseSchema).parse(res.json()).data.precos).toEqual(pair?.precos);
  });

  it('B§2.5, T§4: the kit page, the kit listing, the kit recomputation and the kit cart line agree', async () => {
    const kit = await kitDetail();
    expect(kit.produtos.map((p) => [p.id, p.precos.por])).toEqual([
      [PLAIN.id, PLAIN.winner],
      [WITH_VALUE.id, WITH_VALUE.value],
    ]);
    expect(kit.precos.por).toBeCloseTo(KIT_PRICE, 2);

    const kits = await get(
      '/v2/front/url/list/listing?url=/lista&limit=100',
      (b) => envelope(listingSchema).parse(b).data,
    );
    expect(kits.conteudo.listas.find((k) => k.id === KIT.id)?.precos.por).toBeCloseTo(KIT_PRICE, 2);

    const res = await post('/v2/front/list/shop', { idListaCompra: KIT.id, produtos: [], carrinho: true });
    const shop = envelope(listShopResponseSchema).parse(res.json()).data;
    expect(shop.precos.por).toBeCloseTo(KIT_PRICE, 2);
    const line = shop.carrinho?.itens.find((i) => i.tipo === 'lista');
    expect(line?.precos.precoPor).toBeCloseTo(KIT_PRICE, 2);
  });

  it('T§3 Cart, T§9: the cart line and the shipping quote use the price of the product page', async () => {
    const { token, cart } = await addToCart(PLAIN.id, 1);
    expect(cart.itens.find((i) => i.id === PLAIN.id)?.precos.precoPor).toBe(PLAIN.winner);
    const withValue = await addToCart(WITH_VALUE.id, 1, VALUE, token);
    expect(withValue.cart.itens.find((i) => i.id === WITH_VALUE.id)?.precos.precoPor).toBe(WITH_VALUE.value);
    const read = await readCart(token);
    expect(read.itens.map((i) => [i.id, i.precos.precoPor])).toEqual([
      [PLAIN.id, PLAIN.winner],
      [WITH_VALUE.id, WITH_VALUE.value],
    ]);

    // Free shipping above R$ 2.000: 2 × R$ 1.100 is above it; 2 × R$ 900 (the other schedule) or 2 × R$ 800 is not.
    expect(await freeShipping(PLAIN.id, 2)).toBe(true);
    // The chosen value's price: 4 × R$ 500 is not above R$ 2.000, 5 × R$ 500 is.
    expect(await freeShipping(WITH_VALUE.id, 4, VALUE)).toBe(false);
    expect(await freeShipping(WITH_VALUE.id, 5, VALUE)).toBe(true);
  });

  it('T§3 Quote (print), T§7 budget: a quote request is priced by the product page, whatever price it was sent', async () => {
    const sent = await post('/v2/front/budget', {
      idProduto: PLAIN.id,
      precoProduto: 0.01,
      quantidadeProduto: '2',
      contato: 'Ana Souza',
      nomeRazao: 'Frio Bom Refrigeração Ltda.',
      email: 'ana@friobom.com.br',
      uf: 'SP',
      cidade: 'Campinas',
      telefone: '(19) 98765-4321',
      cpfCnpj: '11.222.333/0001-81',
      rgIe: 'ISENTO',
      mensagem: '',
      copiaEmail: false,
      newsletter: false,
    });
    const { chave } = envelope(budgetAnswerSchema).parse(sent.json()).data;
    const quote = await get(`/v2/front/budget/${chave}`, (b) => envelope(quoteSchema).parse(b).data);
    expect(quote.detalhes.produto.precoProduto).toBe(PLAIN.winner);
    expect(quote.detalhes.pagamento.precoTotal).toBe(PLAIN.winner * 2);
  });

  it('B§5: a product group allows ⌊stock ÷ units⌋ of its scarcest item on its page and in the cart', async () => {
    expect((await detail(GROUP.slug)).quantidadeMaxima).toBe(GROUP.stock);
    const { token, cart } = await addToCart(GROUP.id, 10);
    const line = cart.itens.find((i) => i.id === GROUP.id);
    expect([line?.quantidade, line?.estoque]).toEqual([GROUP.stock, GROUP.stock]);
    expect(cart.avisos).toEqual([
      expect.objectContaining({ quantidadeSolicitada: 10, quantidadeDisponivel: GROUP.stock }),
    ]);
    expect((await readCart(token)).itens.find((i) => i.id === GROUP.id)?.estoque).toBe(GROUP.stock);
  });

  it('B§5, T§4: a kit allows ⌊stock ÷ units⌋ of its scarcest product when added, changed and read', async () => {
    const kit = await kitDetail();
    expect(kit.produtos.map((p) => [p.estoque, p.quantidade])).toEqual([
      [PLAIN.estoque, 2],
      [4, 1],
    ]);
    const res = await post('/v2/front/list/shop', {
      idListaCompra: KIT.id,
      produtos: [],
      carrinho: true,
      quantidade: 9,
    });
    const token = String(res.headers.session);
    const added = envelope(listShopResponseSchema).parse(res.json()).data.carrinho;
    const line = added?.itens.find((i) => i.tipo === 'lista');
    expect([line?.quantidade, line?.estoque]).toEqual([KIT.stock, KIT.stock]);
    expect(added?.avisos).toEqual([expect.objectContaining({ quantidadeDisponivel: KIT.stock })]);

    const put = await api.call({
      method: 'PUT',
      url: '/v2/front/checkout/cart',
      payload: { hash: line?.hash, tipo: 'lista', quantidade: 8 },
      headers: { session: token },
    });
    expect(put.statusCode, put.body).toBe(200);
    const changed = envelope(cartMutationResponseSchema).parse(put.json()).data;
    expect(changed.avisos).toEqual([expect.objectContaining({ quantidadeDisponivel: KIT.stock })]);
    expect((await readCart(token)).itens.map((i) => [i.quantidade, i.estoque])).toEqual([[KIT.stock, KIT.stock]]);
  });
  it('B§2.5 T§4 issue 25: a kit whose later item is sold out stays available (first product in stock) and the cart names the item', async () => {
    await api.db.query('UPDATE product_simple_values SET estoque = 0 WHERE id = $1', [VALUE]);
    try {
      const kit = await kitDetail();
      expect(kit.produtos[0]?.estoque).toBeGreaterThan(0);
      expect([kit.disponivel, kit.status]).toEqual([true, 'disponivel']);
      const sold = kit.produtos.find((p) => p.idAtributoValor === VALUE);
      expect(sold?.estoque).toBe(0);
      const res = await api.call({
        method: 'POST',
        url: '/v2/front/list/shop',
        payload: { idListaCompra: KIT.id, produtos: [], carrinho: true },
      });
      expect(res.statusCode, res.body).toBe(400);
      const { message } = failureSchema.parse(res.json()).error;
      expect(message).toContain('não pode ser comprado agora, sem estoque: ');
      expect(message).toContain(sold?.nome ?? '?');
    } finally {
      await api.db.query('UPDATE product_simple_values SET estoque = 4 WHERE id = $1', [VALUE]);
    }
    expect((await kitDetail()).disponivel).toBe(true);
  });
});
