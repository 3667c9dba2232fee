import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DETAIL_REVIEWS_LIMIT,
  combinationResponseSchema,
  envelope,
  failureSchema,
  listDetailSchema,
  listShopResponseSchema,
  productDetailSchema,
  type ListDetail,
  type ProductDetail,
} from '@vitrine/contract';
import { CART_PAGE_PATH } from '@vitrine/contract/constants';
import { engine, startTestApi, type TestApi, oneRow } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const HOUR = 3_600_000;
const reais = (cents: number) => Math.round(cents) / 100;

async function detail(url: string): Promise<ProductDetail> {
  const res = await api.call(`/v2/front/url/product/detail?url=${encodeURIComponent(url)}`);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(productDetailSchema).parse(res.json()).data;
}
async function listDetail(url: string): Promise<ListDetail> {
  const res = await api.call(`/v2/front/url/list/detail?url=${encodeURIComponent(url)}`);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(listDetailSchema).parse(res.json()).data;
}
/** Active, available products without simple values, scheduled prices, groups or siblings. */
async function plainProducts(n: number) {
  return api.db.query<{ id: number; slug: string; preco_por_cents: number; preco_de_cents: number | null }>(
    `SELECT id, slug, preco_por_cents, preco_de_cents FROM products p
      WHERE ativo AND status = 'disponivel' AND estoque > 0
        AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM scheduled_prices s WHERE s.product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM product_unique_values u WHERE u.product_id = p.id)
      ORDER BY id LIMIT $1`,
    [n],
  );
}

describe(`GET /url/product/detail on ${engine} (B§2.4, B§3 Product (detail))`, () => {
  it('answers a normal product with server prices, breadcrumb, route and the default cart payload', async () => {
    const [p] = await plainProducts(1);
    if (!p) throw new Error('no plain product');
    const d = await detail(`/${p.slug}.html`);
    expect(d.id).toBe(p.id);
    expect(d.precos.por).toBe(reais(p.preco_por_cents));
    expect(d.agendamentoPreco.aplicado).toBeNull();
    expect(d.rota).toBe(`/${p.slug}.html`);
    expect(d.url).toBe(d.rota);
    expect(d.breadcrumb[0]).toEqual({ label: 'Home', rota: '/' });
    expect(d.breadcrumb.at(-1)).toEqual({ label: d.nome, rota: d.rota });
    expect(d.breadcrumb.map((b) => b.rota)).toContain(d.categoria.rota);
    expect(d.carrinho).toEqual({ tipo: 'produto', itens: [{ idProduto: p.id, idAtributoValor: null, quantidade: 1 }] });
    expect(d.atributos).toEqual({ simples: null, unico: null });
    expect(d.produtos).toEqual([]);
    expect(d.quantidadeMaxima).toBe(d.estoque);
    expect(d.versaoS5).toBe(false);
    expect(d.midias.imagens.length).toBeGreaterThan(0);
    expect(d.seo.title).toContain(d.nome);
  });

  it('gives each simple value its own price and stock, none selected by default (B§4)', async () => {
    const d = await detail('/controlador-de-temperatura-digital-ct-100-saida-rele.html');
    const rows = await api.db.query<{ id: number; preco_por_cents: number; estoque: number; label: string }>(
      `SELECT v.id, v.preco_por_cents, v.estoque, av.label FROM product_simple_values v
         JOIN attribute_values av ON av.id = v.attribute_value_id WHERE v.product_id = $1 ORDER BY v.id`,
      [d.id],
    );
    expect(d.atributos.simples?.nome).toBe('Voltagem');
    const valores = [...(d.atributos.simples?.valores ?? [])].sort((a, b) => a.idAtributoValor - b.idAtributoValor);
    expect(valores.map((v) => [v.idAtributoValor, v.label, v.precos.por, v.estoque])).toEqual(
      rows.map((r) => [r.id, r.label, reais(r.preco_por_cents), r.estoque]),
    );
    expect(valores.every((v) => !v.selecionado)).toBe(true);
    expect(valores.every((v) => v.carrinho.idAtributoValor === v.idAtributoValor)).toBe(true);
  });

  it('links sibling products through the unico attribute, the current one selected', async () => {
    const d = await detail('/termometro-digital-espeto-te-300-haste-15-cm.html');
    const unico = d.atributos.unico;
    expect(unico?.valores.map((v) => v.produto.id)).toEqual([70, 71, 72]);
    expect(unico?.valores.filter((v) => v.selecionado).map((v) => v.produto.id)).toEqual([70]);
    expect(unico?.valores[1]?.produto.rota).toBe('/termometro-digital-espeto-te-300-haste-30-cm.html');
  });

  it('answers a product group with produtos[0] estoque and quantidade (B§5 maximum)', async () => {
    const d = await detail('/kit-10-data-loggers-descartaveis-dl-d10.html');
    const item = await oneRow<{ estoque: number }>(api.db, 'SELECT estoque FROM products WHERE id = 3');
    expect(d.produtos).toEqual([expect.objectContaining({ id: 3, estoque: item.estoque, quantidade: 10 })]);
    expect(d.quantidadeMaxima).toBe(Math.floor(item.estoque / 10));
  });

  it('applies a scheduled price only inside its window (B§2.4 price timer, agendamentoPreco)', async () => {
    const [active, other] = await plainProducts(2);
    if (!active || !other) throw new Error('no plain products');
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms).toISOString();
    await api.db.query(
      `INSERT INTO scheduled_prices (id, product_id, preco_de_cents, preco_por_cents, data_inicial, data_final)
       VALUES (9001, $1, 99900, 12345, $2, $3), (9002, $4, NULL, 111, $5, $6), (9003, $4, NULL, 222, $7, $8)`,
      [active.id, at(-HOUR), at(HOUR), other.id, at(-3 * HOUR), at(-2 * HOUR), at(2 * HOUR), at(3 * HOUR)],
    );
    const a = await detail(`/${active.slug}.html`);
    expect(a.precos.por).toBe(123.45);
    expect(a.precos.de).toBe(999);
    expect(a.agendamentoPreco.aplicado).toEqual({ dataInicial: at(-HOUR), dataFinal: at(HOUR) });
    const o = await detail(`/${other.slug}.html`);
    expect(o.precos.por).toBe(reais(other.preco_por_cents));
    expect(o.agendamentoPreco.aplicado).toBeNull();
  });

  it('summarises approved reviews: media, count, ⌊% recommending⌋, distribution, newest first (T§3, T§9)', async () => {
    const [p] = await plainProducts(3).then((r) => r.slice(2));
    if (!p) throw new Error('no product');
    await api.db.query('DELETE FROM reviews WHERE product_id = $1', [p.id]);
    const notas = [5, 5, 4, 3, 2, 1, 1, 5, 4, 4, 3, 5];
    const recomenda = [true, true, true, false, false, false, false, true, false, false, false, false];
    for (const [i, nota] of notas.entries()) {
      await api.db.query(
        `INSERT INTO reviews (product_id, nome, email, nota, comentario, recomenda, aprovado, criado_em)
         VALUES ($1, $2, 'a@b.com', $3, 'ok', $4, true, $5)`,
        [p.id, `Cliente ${i}`, nota, recomenda[i], new Date(Date.UTC(2024, 0, 1 + i)).toISOString()],
      );
    }
    await api.db.query(
      `INSERT INTO reviews (product_id, nome, email, nota, comentario, recomenda, aprovado)
       VALUES ($1, 'Pendente', 'x@y.com', 1, 'não aprovada', false, false)`,
      [p.id],
    );
    const { avaliacao } = await detail(`/${p.slug}.html`);
    expect(avaliacao.quantidade).toBe(12);
    expect(avaliacao.media).toBe(Math.round((42 / 12) * 10) / 10);
    expect(avaliacao.percentualRecomenda).toBe(33); // 4 of 12 = 33.3…
    expect(avaliacao.distribuicao).toEqual({ '1': 2, '2': 1, '3': 2, '4': 3, '5': 4 });
    expect(avaliacao.avaliacoes).toHaveLength(DETAIL_REVIEWS_LIMIT);
    expect(avaliacao.avaliacoes[0]).toMatchObject({ nome: 'Cliente 11', nota: 5, data: '2024-01-12T00:00:00.000Z' });
    expect(avaliacao.avaliacoes.some((r) => r.nome === 'Pendente')).toBe(false);
  });

  it('sanitizes every HTML field and answers published questions only (docs/architecture.md §4)', async () => {
    const [p] = await plainProducts(4).then((r) => r.slice(3));
    if (!p) throw new Error('no product');
    await api.db.query(
      `UPDATE products SET descricao_longa = $2, descricao_opcional1 = $2, layout_html = $2, layout_css = '.x{color:red}'
        WHERE id = $1`,
      [p.id, '<p>Texto <b>ok</b></p><script>alert(1)</script><img src="/a.png" onerror="alert(2)">'],
    );
    await api.db.query(
      `INSERT INTO questions (product_id, nome, email, pergunta, resposta, respondido_em, publicado)
       VALUES ($1, 'Ana', 'a@b.com', 'Publicada?', 'Sim.', now(), true),
              ($1, 'Bia', 'b@b.com', 'Oculta?', NULL, NULL, false)`,
      [p.id],
    );
    const d = await detail(`/${p.slug}.html`);
    for (const html of [d.descricoes.longa, d.descricoes.opcional1, d.layoutPersonalizado?.layout ?? '']) {
      expect(html).toContain('<b>ok</b>');
      expect(html).not.toMatch(/<script|onerror|alert\(1\)/);
    }
    expect(d.layoutPersonalizado?.codigoCss).toBe('.x{color:red}');
    const asked = d.perguntas.map((q) => q.pergunta);
    expect(asked).toContain('Publicada?');
    expect(asked).not.toContain('Oculta?');
  });

  it('answers the combinations with both prices less the pair discount and a cart url (T§3 Combination)', async () => {
    const d = await detail('/manifold-digital-4-vias-r-410a-md-4.html');
    const c = d.combinacoes.find((x) => x.produto.id === 100);
    if (!c) throw new Error('combination md4 + bv5 missing');
    const sum = Math.round((c.precos.produtoPrincipal.por + c.precos.produtoIndicado.por) * 100);
    expect(c.precos.produtoPrincipal.por).toBe(d.precos.por);
    expect(c.precos.combinacao.de).toBe(reais(sum));
    expect(c.precos.combinacao.descontoCombinacao).toBe(reais(Math.round(sum * 0.08)));
    expect(c.precos.combinacao.por).toBe(reais(sum - Math.round(sum * 0.08)));
    expect(c.carrinho.url).toBe(CART_PAGE_PATH);
  });

  it('answers 404 for anything that is not an active product route, 400 without url (B§8)', async () => {
    const [p] = await plainProducts(5).then((r) => r.slice(4));
    if (!p) throw new Error('no product');
    await api.db.query('UPDATE products SET ativo = false WHERE id = $1', [p.id]);
    for (const url of [
      '/nao-existe.html',
      `/${p.slug}.html`,
      '/controlador-de-temperatura-digital-ct-100-saida-rele',
      '/lista/kit-soldador-iniciante.html',
      '/data-loggers',
    ]) {
      const res = await api.call(`/v2/front/url/product/detail?url=${encodeURIComponent(url)}`);
      expect(res.statusCode, url).toBe(404);
      expect(failureSchema.parse(res.json()).error.code).toBe('not_found');
    }
    expect((await api.call('/v2/front/url/product/detail')).statusCode).toBe(400);
  });
});

describe(`GET /url/list/detail on ${engine} (B§2.5, B§3 Shopping list)`, () => {
  it('answers the kit total from the database, pre-selections and brands', async () => {
    const l = await listDetail('/lista/kit-instalacao-de-ar-condicionado-split.html');
    expect(l.carrinho).toEqual({ tipo: 'lista', idListaCompra: 1 });
    expect(l.selecaoAtributo).toBe(true);
    const bomba = l.produtos.find((p) => p.id === 100);
    expect(bomba?.idAtributoValor).toBe(14);
    expect(bomba?.atributos.simples?.valores.filter((v) => v.selecionado).map((v) => v.idAtributoValor)).toEqual([14]);
    const value = await oneRow<{ preco_por_cents: number }>(
      api.db,
      'SELECT preco_por_cents FROM product_simple_values WHERE id = 14',
    );
    expect(bomba?.precos.por).toBe(reais(value.preco_por_cents));
    const subtotal = l.produtos.reduce((s, p) => s + Math.round(p.precos.por * 100) * p.quantidade, 0);
    expect(l.precos.por).toBe(reais(Math.round((subtotal * 95) / 100)));
    expect(l.precos.de).toBeGreaterThan(l.precos.por);
    expect(l.marcas.length).toBeGreaterThan(0);
    expect(l.breadcrumb.map((b) => b.rota)).toEqual(['/', '/lista', l.rota]);
  });

  it("is available only while the first product's stock is above 0", async () => {
    const url = '/lista/kit-cadeia-do-frio-para-vacinas.html';
    expect((await listDetail(url)).disponivel).toBe(true);
    const { estoque } = await oneRow<{ estoque: number }>(api.db, 'SELECT estoque FROM products WHERE id = 10');
    await api.db.query('UPDATE products SET estoque = 0 WHERE id = 10');
    const l = await listDetail(url);
    expect([l.disponivel, l.status]).toEqual([false, 'indisponivel']);
    await api.db.query('UPDATE products SET estoque = $1 WHERE id = 10', [estoque]);
  });

  it('reports the permission flag selecaoAtributo false', async () => {
    const l = await listDetail('/lista/kit-tecnico-de-refrigeracao-iniciante.html');
    expect(l.selecaoAtributo).toBe(false);
    expect(l.produtos.find((p) => p.id === 100)?.idAtributoValor).toBe(15);
  });

  it('answers 404 for unknown kits', async () => {
    for (const url of ['/lista/nao-existe.html', '/kit-soldador-iniciante.html', '/lista']) {
      const res = await api.call(`/v2/front/url/list/detail?url=${encodeURIComponent(url)}`);
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe(`POST /product/combination on ${engine} (B§7, T§4)`, () => {
  const post = (payload: object) => api.call({ method: 'POST', url: '/v2/front/product/combination', payload });

  it('recomputes from the database: a tampered preco changes nothing', async () => {
    const res = await post({
      produtoPrincipal: { id: 96, idAtributoValor: 0, preco: 0.01 },
      produtoIndicado: { id: 100, idAtributoValor: 14, preco: 0.01 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = envelope(combinationResponseSchema).parse(res.json());
    const d = await detail('/manifold-digital-4-vias-r-410a-md-4.html');
    const value = await oneRow<{ preco_por_cents: number }>(
      api.db,
      'SELECT preco_por_cents FROM product_simple_values WHERE id = 14',
    );
    expect(data.precos.produtoPrincipal.por).toBe(d.precos.por);
    expect(data.precos.produtoIndicado.por).toBe(reais(value.preco_por_cents));
    const sum = Math.round(d.precos.por * 100) + value.preco_por_cents;
    expect(data.precos.combinacao.por).toBe(reais(sum - Math.round(sum * 0.08)));
    expect(data.carrinho.url).toBe(CART_PAGE_PATH);
  });

  it('answers 400 for unknown products or values of another product, 404 for a pair that is no combination', async () => {
    const side = (id: unknown, idAtributoValor: unknown = 0) => ({ id, idAtributoValor, preco: 1 });
    for (const body of [
      { produtoPrincipal: side(999_999), produtoIndicado: side(100) },
      { produtoPrincipal: side(96), produtoIndicado: side(100, 1) },
      { produtoPrincipal: side(96, 14), produtoIndicado: side(100) },
      { produtoPrincipal: side('x'), produtoIndicado: side(100) },
      { produtoPrincipal: side(96) },
    ]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const res = await post({ produtoPrincipal: side(100), produtoIndicado: side(96) });
    expect(res.statusCode).toBe(404);
  });
});

describe(`POST /list/shop on ${engine} (T§4 Kit list, T§7)`, () => {
  const post = (payload: object, headers: Record<string, string> = {}) =>
    api.call({ method: 'POST', url: '/v2/front/list/shop', payload, headers });

  it('recomputes the kit with the chosen values; tampered prices change nothing', async () => {
    const l = await listDetail('/lista/kit-soldador-iniciante.html');
    const tampered = l.produtos.map((p) => ({
      id: p.id,
      idAtributoValor: p.idAtributoValor,
      quantidade: 99,
      preco: 0.01,
    }));
    const res = await post({ idListaCompra: l.id, produtos: tampered, carrinho: false });
    expect(res.statusCode, res.body).toBe(200);
    const same = envelope(listShopResponseSchema).parse(res.json()).data;
    expect(same.precos).toEqual(l.precos);
    expect(same.carrinho).toBeNull();
    expect(same.produtos.map((p) => p.quantidade)).toEqual(l.produtos.map((p) => p.quantidade));

    const machine = l.produtos[0];
    const other = machine?.atributos.simples?.valores.find((v) => !v.selecionado);
    if (!machine || !other) throw new Error('kit 4 first product has no other value');
    const chosen = envelope(listShopResponseSchema).parse(
      (
        await post({ idListaCompra: l.id, produtos: [{ id: machine.id, idAtributoValor: other.idAtributoValor }] })
      ).json(),
    ).data;
    expect(chosen.produtos[0]?.precos.por).toBe(other.precos.por);
    const subtotal = chosen.produtos.reduce((s, p) => s + Math.round(p.subtotal * 100), 0);
    expect(chosen.precos.por).toBe(reais(Math.round((subtotal * 95) / 100)));
  });

  it('refuses choices the kit does not allow (selecaoAtributo false) or products outside the kit: 400', async () => {
    const other = await oneRow<{ id: number }>(
      api.db,
      'SELECT id FROM product_simple_values WHERE product_id = 100 AND id <> 15 LIMIT 1',
    );
    for (const produtos of [
      [{ id: 100, idAtributoValor: other.id }],
      [{ id: 1, idAtributoValor: 0 }],
      [{ id: 100, idAtributoValor: 1 }],
    ]) {
      const res = await post({ idListaCompra: 3, produtos });
      expect(res.statusCode, JSON.stringify(produtos)).toBe(400);
    }
    expect((await post({ idListaCompra: 3, produtos: [{ id: 100, idAtributoValor: 15 }] })).statusCode).toBe(200);
    expect((await post({ idListaCompra: 999, produtos: [] })).statusCode).toBe(400);
  });

  it("with carrinho true adds the kit as one 'lista' line to a new session's cart", async () => {
    const res = await post({ idListaCompra: 4, produtos: [], carrinho: true });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.headers.session;
    expect(typeof token).toBe('string');
    const data = envelope(listShopResponseSchema).parse(res.json()).data;
    expect(data.carrinho?.itens).toEqual([
      expect.objectContaining({ tipo: 'lista', id: 4, quantidade: 1, hash: expect.stringMatching(/^l4-/) }),
    ]);
    expect(data.carrinho?.itens[0]?.precos.precoPor).toBe(data.precos.por);
    const cart = await api.call({ method: 'GET', url: '/v2/front/checkout/cart', headers: { session: String(token) } });
    expect(cart.json().data.quantidadeItens).toBe(1);
  });
});
