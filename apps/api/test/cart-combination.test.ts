import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, combinationResponseSchema, envelope, failureSchema } from '@vitrine/contract';
import { CART, cartOk, newSession } from './cart-helpers';
import { engine, startTestApi, type TestApi } from './harness';

/** 'Compre junto' in the cart (T§3 Combination, decision 024): the line the product page promised, as one line. */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const reais = (cents: number) => cents / 100;

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', payload: object | undefined, token: string) =>
  api.call({ method, url: CART, ...(payload ? { payload } : {}), headers: { session: token } });
const side = (id: number, idAtributoValor: number | null = null, preco?: unknown) => ({ id, idAtributoValor, preco });
const addPair = (token: string, main: object, indicated: object, quantidade?: number) =>
  send('POST', { tipo: 'combinacao', produtoPrincipal: main, produtoIndicado: indicated, quantidade }, token);

/** Two available products without simple values or group items, combined with `percent` off (a fresh id). */
let nextId = 990_001;
async function plainPair(percent: number, offset: number) {
  const rows = await api.db.query<{ id: number; nome: string; preco: number }>(
    `SELECT id, nome, preco_por_cents AS preco FROM products p WHERE ativo AND status = 'disponivel' AND estoque >= 5
        AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM scheduled_prices s WHERE s.product_id = p.id)
      ORDER BY id OFFSET $1 LIMIT 2`,
    [offset],
  );
  const [main, indicated] = rows;
  if (!main || !indicated) throw new Error('no plain products');
  const id = nextId++;
  await api.db.query(
    'INSERT INTO combinations (id, product_id, indicated_id, desconto_percent) VALUES ($1, $2, $3, $4)',
    [id, main.id, indicated.id, percent],
  );
  return { id, main, indicated };
}

describe(`'Compre junto' in the cart on ${engine} (T§3 Combination, T§4, T§7)`, () => {
  it('adds the pair as one line priced with the combination discount, as the product page promised', async () => {
    const token = (await newSession(api)).token;
    const { id, main, indicated } = await plainPair(10, 0);
    const promised = envelope(combinationResponseSchema).parse(
      (
        await api.call({
          method: 'POST',
          url: '/v2/front/product/combination',
          payload: { produtoPrincipal: side(main.id), produtoIndicado: side(indicated.id) },
        })
      ).json(),
    ).data.precos.combinacao;
    const cart = await cartOk(await addPair(token, side(main.id), side(indicated.id)));
    const sum = main.preco + indicated.preco;
    const discount = Math.round(sum * 0.1);
    expect(cart.itens).toEqual([
      expect.objectContaining({
        hash: `c${id}-0.0`,
        tipo: 'combinacao',
        id,
        nome: `${main.nome} + ${indicated.nome}`,
        quantidade: 1,
        precos: { precoPor: reais(sum - discount), subtotal: reais(sum - discount) },
        combinacao: {
          id,
          produtos: [
            expect.objectContaining({ id: main.id, nome: main.nome, precos: { precoPor: reais(main.preco) } }),
            expect.objectContaining({
              id: indicated.id,
              nome: indicated.nome,
              precos: { precoPor: reais(indicated.preco) },
            }),
          ],
          precos: { de: reais(sum), por: reais(sum - discount), desconto: reais(discount) },
        },
      }),
    ]);
    // What the page promised is what the cart charges.
    expect(cart.itens[0]?.precos.precoPor).toBe(promised.por);
    expect(cart.itens[0]?.combinacao?.precos.desconto).toBe(promised.descontoCombinacao);
    expect([cart.subtotal.valor, cart.total.valor, cart.desconto.valor]).toEqual([
      reais(sum - discount),
      reais(sum - discount),
      reais(discount),
    ]);
    expect([cart.quantidadeItens, cart.quantidadeTotal]).toEqual([1, 1]);
    // Adding it again adds up; GET answers the same line.
    await cartOk(await addPair(token, side(main.id), side(indicated.id), 2));
    const get = envelope(cartSchema).parse((await send('GET', undefined, token)).json()).data;
    expect(get.itens.map((i) => [i.hash, i.quantidade])).toEqual([[`c${id}-0.0`, 3]]);
    expect([get.subtotal.valor, get.desconto.valor]).toEqual([reais(3 * (sum - discount)), reais(3 * discount)]);
  });

  it('ignores prices sent by the client', async () => {
    const token = (await newSession(api)).token;
    const { main, indicated } = await plainPair(15, 2);
    const cart = await cartOk(
      await send(
        'POST',
        {
          tipo: 'combinacao',
          produtoPrincipal: side(main.id, 0, 0.01),
          produtoIndicado: side(indicated.id, 0, 0.01),
          quantidade: 1,
          precoPor: 0.01,
          desconto: 99,
        },
        token,
      ),
    );
    const sum = main.preco + indicated.preco;
    expect(cart.itens[0]?.precos.precoPor).toBe(reais(sum - Math.round(sum * 0.15)));
    expect(cart.total.valor).toBe(reais(sum - Math.round(sum * 0.15)));
  });

  it("clamps the pairs to the lesser of both products' stock, on add and on update (T§4, T§8)", async () => {
    const token = (await newSession(api)).token;
    const { id, main, indicated } = await plainPair(5, 4);
    await api.db.query('UPDATE products SET estoque = 3 WHERE id = $1', [indicated.id]);
    const cart = await cartOk(await addPair(token, side(main.id), side(indicated.id), 7));
    expect(cart.itens[0]?.quantidade).toBe(3);
    expect(cart.itens[0]?.estoque).toBe(3);
    const nome = `${main.nome} + ${indicated.nome}`;
    expect(cart.avisos).toEqual([{ hash: `c${id}-0.0`, nome, quantidadeSolicitada: 7, quantidadeDisponivel: 3 }]);
    const updated = await cartOk(await send('PUT', { hash: `c${id}-0.0`, tipo: 'combinacao', quantidade: 9 }, token));
    expect(updated.itens[0]?.quantidade).toBe(3);
    expect(updated.avisos).toEqual([{ hash: `c${id}-0.0`, nome, quantidadeSolicitada: 9, quantidadeDisponivel: 3 }]);
    await api.db.query('UPDATE products SET estoque = 0 WHERE id = $1', [main.id]);
    const none = await addPair(token, side(main.id), side(indicated.id));
    expect(none.statusCode).toBe(400);
  });

  it('refuses a missing simple value naming the attribute (B§5); a value of the chosen product is kept', async () => {
    const token = (await newSession(api)).token;
    // The demo store's combination md4 (96) + bv5 (100), 8 % off; bv5 has a Voltagem-like simple attribute.
    const missing = await addPair(token, side(96), side(100));
    expect(missing.statusCode).toBe(400);
    const [attribute] = await api.db.query<{ nome: string }>(
      `SELECT a.nome FROM product_simple_values v JOIN attribute_values av ON av.id = v.attribute_value_id
         JOIN attributes a ON a.id = av.attribute_id WHERE v.product_id = 100 ORDER BY av.posicao, v.id LIMIT 1`,
    );
    expect(failureSchema.parse(missing.json()).error.message).toBe(`Selecione ${attribute?.nome}.`);
    expect(Object.keys(failureSchema.parse(missing.json()).error.fields ?? {})).toContain(
      'produtoIndicado.idAtributoValor',
    );
    expect((await addPair(token, side(96), side(100, 999_999))).statusCode).toBe(400);
    const cart = await cartOk(await addPair(token, side(96), side(100, 14)));
    const line = cart.itens[0];
    expect(line?.hash).toMatch(/^c\d+-0\.14$/);
    const [value] = await api.db.query<{ preco: number }>(
      'SELECT preco_por_cents AS preco FROM product_simple_values WHERE id = 14',
    );
    const mainPor = Math.round((line?.combinacao?.produtos[0]?.precos.precoPor ?? 0) * 100);
    const sum = mainPor + (value?.preco ?? 0);
    expect(line?.combinacao?.produtos[1]?.precos.precoPor).toBe(reais(value?.preco ?? 0));
    expect(line?.combinacao?.produtos[1]?.atributos.simples).not.toBeNull();
    expect(line?.precos.precoPor).toBe(reais(sum - Math.round(sum * 0.08)));
  });

  it('answers 404 for a pair that is no combination', async () => {
    const token = (await newSession(api)).token;
    expect((await addPair(token, side(100, 14), side(96))).statusCode).toBe(404);
  });

  it('changes the quantity of and removes the line as a whole; totals follow', async () => {
    const token = (await newSession(api)).token;
    const { id, main, indicated } = await plainPair(20, 6);
    await cartOk(
      await send(
        'POST',
        { tipo: 'produto', itens: [{ idProduto: main.id, idAtributoValor: null, quantidade: 1 }] },
        token,
      ),
    );
    await cartOk(await addPair(token, side(main.id), side(indicated.id)));
    const hash = `c${id}-0.0`;
    const sum = main.preco + indicated.preco;
    const discount = Math.round(sum * 0.2);
    const updated = await cartOk(await send('PUT', { hash, tipo: 'combinacao', quantidade: 2 }, token));
    expect(updated.itens.map((i) => [i.hash, i.quantidade])).toEqual([
      [`p${main.id}-v0`, 1],
      [hash, 2],
    ]);
    expect(updated.itens[1]?.precos.subtotal).toBe(reais(2 * (sum - discount)));
    expect(updated.subtotal.valor).toBe(reais(main.preco + 2 * (sum - discount)));
    expect(updated.total.valor).toBe(updated.subtotal.valor);
    expect(updated.desconto.valor).toBe(reais(2 * discount));
    // The combination's tipo is required to reach it.
    expect((await send('DELETE', { hash, tipo: 'produto' }, token)).statusCode).toBe(404);
    const removed = await cartOk(await send('DELETE', { hash, tipo: 'combinacao' }, token));
    expect(removed.itens.map((i) => i.hash)).toEqual([`p${main.id}-v0`]);
    expect([removed.subtotal.valor, removed.desconto.valor]).toEqual([reais(main.preco), 0]);
    expect((await send('DELETE', { hash, tipo: 'combinacao' }, token)).statusCode).toBe(404);
    expect((await send('PUT', { hash, tipo: 'combinacao', quantidade: 1 }, token)).statusCode).toBe(404);
  });
});
