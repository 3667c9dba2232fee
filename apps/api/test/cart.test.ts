import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMutationResponseSchema, cartSchema, envelope, failureSchema } from '@vitrine/contract';
import { CART, LOOSE_CART_ADD_LIMITS, cartOk, newSession } from './cart-helpers';
import { engine, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ cartAddLimits: LOOSE_CART_ADD_LIMITS }); // many adds from one address and session
});
afterAll(() => api?.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', payload: object, token?: string) =>
  api.call({ method, url: CART, payload, headers: token ? { session: token } : {} });
const add = (token: string, idProduto: number, quantidade: number, idAtributoValor: number | null = null) =>
  send('POST', { tipo: 'produto', itens: [{ idProduto, idAtributoValor, quantidade }] }, token);
async function stockOf(id: number): Promise<number> {
  const [row] = await api.db.query<{ estoque: number }>('SELECT estoque FROM products WHERE id = $1', [id]);
  return row?.estoque ?? 0;
}
/** An available product without simple values or group items. */
async function plainProduct(offset: number): Promise<{ id: number; nome: string }> {
  const [row] = await api.db.query<{ id: number; nome: string }>(
    `SELECT id, nome FROM products p WHERE ativo AND status = 'disponivel' AND estoque >= 5
        AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = p.id)
      ORDER BY id OFFSET $1 LIMIT 1`,
    [offset],
  );
  if (!row) throw new Error('no plain product');
  return row;
}

describe(`cart changes on ${engine} (T§3 Cart, T§4, T§7, T§8)`, () => {
  it('POST without a session creates one (session header); GET shows the line; adding again sums', async () => {
    const p = await plainProduct(0);
    const first = await send('POST', {
      tipo: 'produto',
      itens: [{ idProduto: p.id, idAtributoValor: 0, quantidade: 1 }],
    });
    const token = first.headers.session;
    expect(typeof token).toBe('string');
    expect((await cartOk(first)).itens).toEqual([
      expect.objectContaining({ hash: `p${p.id}-v0`, tipo: 'produto', id: p.id, quantidade: 1 }),
    ]);
    const again = await cartOk(await add(String(token), p.id, 2));
    expect(again.itens.map((i) => i.quantidade)).toEqual([3]);
    expect(again.avisos).toEqual([]);
    const get = await api.call({ method: 'GET', url: CART, headers: { session: String(token) } });
    const cart = envelope(cartSchema).parse(get.json()).data;
    expect([cart.quantidadeItens, cart.quantidadeTotal]).toEqual([1, 3]);
  });

  it('clamps to stock and reports avisos (the T§8 message data)', async () => {
    const { token } = await newSession(api);
    const p = await plainProduct(1);
    const estoque = await stockOf(p.id);
    const cart = await cartOk(await add(token, p.id, estoque + 7));
    expect(cart.itens[0]?.quantidade).toBe(estoque);
    expect(cart.avisos).toEqual([
      { hash: `p${p.id}-v0`, nome: p.nome, quantidadeSolicitada: estoque + 7, quantidadeDisponivel: estoque },
    ]);
  });

  it("clamps a simple value to the value's stock and a product group to ⌊stock ÷ units⌋ (B§5)", async () => {
    const { token } = await newSession(api);
    const [value] = await api.db.query<{ estoque: number }>('SELECT estoque FROM product_simple_values WHERE id = 1');
    const withValue = await cartOk(await add(token, 28, 500, 1));
    expect(withValue.itens.find((i) => i.hash === 'p28-v1')?.quantidade).toBe(value?.estoque);
    const group = await cartOk(await add(token, 4, 500));
    expect(group.itens.find((i) => i.hash === 'p4-v0')?.quantidade).toBe(Math.floor((await stockOf(3)) / 10));
  });

  it('refuses a missing simple value naming the attribute, and products not available (B§5, B§4): 400', async () => {
    const { token } = await newSession(api);
    const missing = await add(token, 28, 1);
    expect(missing.statusCode).toBe(400);
    expect(failureSchema.parse(missing.json()).error.message).toBe('Selecione Voltagem.');
    const [other] = await api.db.query<{ id: number }>(
      'SELECT id FROM product_simple_values WHERE product_id <> 28 LIMIT 1',
    );
    expect((await add(token, 28, 1, other?.id ?? 0)).statusCode).toBe(400);
    const sobConsulta = await add(token, 8, 1);
    expect(sobConsulta.statusCode).toBe(400);
    expect(failureSchema.parse(sobConsulta.json()).error.message).toContain('sob consulta');
    expect((await add(token, 12, 1)).statusCode).toBe(400);
    expect((await add(token, 999_999, 1)).statusCode).toBe(400);
  });

  it('refuses quantities below 1 or not integers, and bad bodies: 400', async () => {
    const { token } = await newSession(api);
    const p = await plainProduct(0);
    for (const quantidade of [0, -1, 1.5, 'dois', null]) {
      const res = await send('POST', { tipo: 'produto', itens: [{ idProduto: p.id, quantidade }] }, token);
      expect(res.statusCode, String(quantidade)).toBe(400);
      expect(Object.keys(failureSchema.parse(res.json()).error.fields ?? {})).toContain('itens.0.quantidade');
    }
    expect((await send('POST', { tipo: 'outro', itens: [] }, token)).statusCode).toBe(400);
    expect((await send('PUT', { hash: `p${p.id}-v0`, tipo: 'produto', quantidade: 0 }, token)).statusCode).toBe(400);
  });

  it('PUT sets a quantity (clamped), DELETE removes a line; unknown lines are 404; versao grows', async () => {
    const { token, hash } = await newSession(api);
    const p = await plainProduct(2);
    const q = await plainProduct(3);
    await cartOk(await add(token, p.id, 1));
    await cartOk(await add(token, q.id, 1));
    const put = await cartOk(await send('PUT', { hash: `p${p.id}-v0`, tipo: 'produto', quantidade: 4 }, token));
    expect(put.itens.find((i) => i.id === p.id)?.quantidade).toBe(4);
    const estoque = await stockOf(p.id);
    const over = await cartOk(
      await send('PUT', { hash: `p${p.id}-v0`, tipo: 'produto', quantidade: estoque + 1 }, token),
    );
    expect(over.itens.find((i) => i.id === p.id)?.quantidade).toBe(estoque);
    expect(over.avisos[0]?.quantidadeDisponivel).toBe(estoque);
    const del = await cartOk(await send('DELETE', { hash: `p${p.id}-v0`, tipo: 'produto' }, token));
    expect(del.itens.map((i) => i.id)).toEqual([q.id]);
    const viaQuery = await api.call({
      method: 'DELETE',
      url: `${CART}?hash=p${q.id}-v0&tipo=produto`,
      headers: { session: token },
    });
    expect((await cartOk(viaQuery)).itens).toEqual([]);
    expect((await send('DELETE', { hash: `p${p.id}-v0`, tipo: 'produto' }, token)).statusCode).toBe(404);
    expect((await send('PUT', { hash: 'p1-v0', tipo: 'produto', quantidade: 1 }, token)).statusCode).toBe(404);
    expect((await send('PUT', { hash: 'p1-v0', tipo: 'produto', quantidade: 1 })).statusCode).toBe(404);
    const [cart] = await api.db.query<{ versao: number }>('SELECT versao FROM carts WHERE session_hash = $1', [hash]);
    expect(cart?.versao).toBe(6);
  });

  it("adds a kit as one 'lista' line; the same selection adds up; PUT clamps to the kit's stock", async () => {
    const { token } = await newSession(api);
    const body = { tipo: 'lista', idListaCompra: 4, produtos: [{ id: 170, idAtributoValor: 0, preco: 0.01 }] };
    const first = await cartOk(await send('POST', body, token));
    const line = first.itens[0];
    expect(line).toMatchObject({ tipo: 'lista', id: 4, quantidade: 1 });
    const second = await cartOk(await send('POST', { ...body, quantidade: 2 }, token));
    expect(second.itens.map((i) => [i.hash, i.quantidade])).toEqual([[line?.hash, 3]]);
    const big = await cartOk(await send('PUT', { hash: line?.hash, tipo: 'lista', quantidade: 9999 }, token));
    expect(big.itens[0]?.quantidade).toBe(line?.estoque);
    expect(big.avisos).toHaveLength(1);
    const missing = await send(
      'POST',
      { tipo: 'lista', idListaCompra: 4, produtos: [{ id: 162, idAtributoValor: 0 }] },
      token,
    );
    expect(missing.statusCode).toBe(400);
    expect(failureSchema.parse(missing.json()).error.message).toMatch(/^Selecione /);
  });

  it('50 parallel adds of quantity 1 to one cart end with exactly min(50, stock) (docs/architecture.md §4)', async () => {
    const { token } = await newSession(api);
    const p = await plainProduct(4);
    await api.db.query('UPDATE products SET estoque = 30 WHERE id = $1', [p.id]);
    const results = await Promise.all(Array.from({ length: 50 }, () => add(token, p.id, 1)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const clamped = results.filter((r) => envelope(cartMutationResponseSchema).parse(r.json()).data.avisos.length > 0);
    expect(clamped).toHaveLength(20);
    const get = await api.call({ method: 'GET', url: CART, headers: { session: token } });
    expect(envelope(cartSchema).parse(get.json()).data.itens[0]?.quantidade).toBe(30);

    const { token: other } = await newSession(api);
    const q = await plainProduct(5);
    await api.db.query('UPDATE products SET estoque = 80 WHERE id = $1', [q.id]);
    await Promise.all(Array.from({ length: 50 }, () => add(other, q.id, 1)));
    const get2 = await api.call({ method: 'GET', url: CART, headers: { session: other } });
    expect(envelope(cartSchema).parse(get2.json()).data.itens[0]?.quantidade).toBe(50);
  });
});

describe(`cart prices agree with the product pages on ${engine} (T§3 Cart item, B§3 agendamentoPreco)`, () => {
  it('prices a kit line like the kit page, scheduled prices included', async () => {
    // A kit holding a product whose scheduled price is active now.
    const [kit] = await api.db.query<{ id: number; slug: string }>(
      `SELECT l.id, l.slug FROM shopping_lists l
        WHERE l.ativo AND EXISTS (
          SELECT 1 FROM shopping_list_items li JOIN scheduled_prices s ON s.product_id = li.product_id
           WHERE li.list_id = l.id AND s.data_inicial <= now() AND s.data_final > now())
        ORDER BY l.id LIMIT 1`,
    );
    expect(kit, 'the demo catalogue has a kit with a scheduled price').toBeDefined();
    const page = await api.call(`/v2/front/url/list/detail?url=/lista/${kit?.slug}.html`);
    const kitPrice = (page.json() as { data: { precos: { por: number } } }).data.precos.por;
    const { token } = await newSession(api);
    const cart = await cartOk(await send('POST', { tipo: 'lista', idListaCompra: kit?.id, quantidade: 1 }, token));
    const line = cart.itens.find((item) => item.tipo === 'lista');
    expect(line?.precos.precoPor).toBe(kitPrice);
  });

  it('gives a product-group line the stock of its items divided by the units per group (B§5)', async () => {
    const [group] = await api.db.query<{ id: number; estoque: number }>(
      `SELECT g.product_id AS id, min(i.estoque / g.quantidade)::int AS estoque
         FROM product_group_items g JOIN products i ON i.id = g.item_product_id
         JOIN products p ON p.id = g.product_id AND p.status = 'disponivel'
        GROUP BY g.product_id ORDER BY g.product_id LIMIT 1`,
    );
    expect(group).toBeDefined();
    // Give the group its own stock unlike its items', so only the right rule passes.
    await api.db.query('UPDATE products SET estoque = $2 WHERE id = $1', [group?.id, (group?.estoque ?? 0) + 37]);
    const { token } = await newSession(api);
    const cart = await cartOk(await add(token, group?.id ?? 0, 1));
    expect(cart.itens[0]?.estoque).toBe(group?.estoque);
  });
});
