import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, failureSchema, shipmentResponseSchema, type ShipmentResponse } from '@vitrine/contract';
import { SHIPPING_SUCCESS_MESSAGE } from '@vitrine/contract/constants';
import { CEP_NOT_FOUND } from '../src/modules/shipment/quote';
import { engine, startTestApi, type TestApi } from './harness';

/** POST /v2/front/shipment/product (T§3 "Shipping result", T§5, T§7, T§9; rule in docs/decisions/008-shipping.md). */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const URL = '/v2/front/shipment/product';
const SP = '01310100';
const post = (payload: object) => api.call({ method: 'POST', url: URL, payload });

async function ok(payload: object): Promise<ShipmentResponse> {
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(200);
  const data = envelope(shipmentResponseSchema).parse(res.json()).data;
  expect(data.mensagem).toBe(SHIPPING_SUCCESS_MESSAGE);
  return data;
}
async function bad(payload: object, field?: string) {
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(400);
  const { error } = failureSchema.parse(res.json());
  expect(error.code).toBe('bad_request');
  if (field) expect(Object.keys(error.fields ?? {})).toContain(field);
  return error;
}

interface Row {
  id: number;
  nome: string;
  peso: number;
  preco: number;
}
/** An active product matching `where`, without scheduled prices (its own price is the price). */
async function product(where: string, order = 'p.id'): Promise<Row> {
  const [row] = await api.db.query<Row>(
    `SELECT p.id, p.nome, p.peso_gramas AS peso, p.preco_por_cents AS preco FROM products p
      WHERE p.ativo AND NOT EXISTS (SELECT 1 FROM scheduled_prices s WHERE s.product_id = p.id) AND ${where}
      ORDER BY ${order} LIMIT 1`,
  );
  if (!row) throw new Error(`no seeded product where ${where}`);
  return row;
}
const noValues = 'NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id)';
const light = () =>
  product(`p.status = 'disponivel' AND p.peso_gramas <= 1000 AND p.preco_por_cents < 100000 AND ${noValues}`);
const byId = (fretes: ShipmentResponse['fretes']) => Object.fromEntries(fretes.map((f) => [f.id, f]));

describe(`shipment/product on ${engine} (T§3, T§7, T§9)`, () => {
  it('T§3: a São Paulo CEP answers the success message and PAC and SEDEX, cheapest first', async () => {
    const p = await light();
    const { fretes } = await ok({ cep: SP, idProduto: p.id, idAtributoValor: 0, quantidade: 1 });
    expect(fretes).toEqual([
      { id: 'pac', label: 'Correios PAC', prazo: 3, valor: 18.9 },
      { id: 'sedex', label: 'Correios SEDEX', prazo: 1, valor: 27.9 },
    ]);
  });

  it('each region has its own price and delivery time: farther costs more and takes longer', async () => {
    const p = await light();
    const regions: [string, string, number, number][] = [
      ['SP (origem)', '01310100', 18.9, 3],
      ['Sudeste (RJ)', '20040002', 24.9, 5],
      ['Sul (PR)', '80010000', 27.9, 6],
      ['Centro-Oeste (DF)', '70040000', 32.9, 7],
      ['Nordeste (BA)', '40020000', 39.9, 9],
      ['Norte (PA)', '66010000', 46.9, 12],
    ];
    for (const [name, cep, valor, prazo] of regions) {
      const { fretes } = await ok({ cep, idProduto: p.id, quantidade: 1 });
      expect(byId(fretes).pac, name).toEqual({ id: 'pac', label: 'Correios PAC', prazo, valor });
      expect(byId(fretes).sedex?.prazo, name).toBeLessThan(prazo);
    }
  });

  it('quantidade multiplies the weight: more units cost more; 10 kg and up adds the carrier', async () => {
    const p = await product(`p.status = 'disponivel' AND p.peso_gramas BETWEEN 2000 AND 5000 AND ${noValues}`);
    // Bahia: no free shipping, whatever the value.
    const one = await ok({ cep: '40020000', idProduto: p.id, quantidade: 1 });
    const units = Math.ceil(10_000 / p.peso);
    const many = await ok({ cep: '40020000', idProduto: p.id, quantidade: units });
    expect(byId(many.fretes).sedex?.valor).toBeGreaterThan(byId(one.fretes).sedex?.valor ?? Infinity);
    expect(byId(many.fretes).pac?.valor).toBeGreaterThan(byId(one.fretes).pac?.valor ?? Infinity);
    expect(one.fretes.map((f) => f.id)).not.toContain('transportadora');
    expect(many.fretes.map((f) => f.id)).toContain('transportadora');
  });

  it('above 30 kg only the carrier takes the order (Correios limit)', async () => {
    const p = await product(`p.status = 'disponivel' AND p.peso_gramas > 15000 AND ${noValues}`);
    const { fretes } = await ok({ cep: '40020000', idProduto: p.id, quantidade: Math.ceil(30_001 / p.peso) });
    expect(fretes.map((f) => f.id)).toEqual(['transportadora']);
  });

  it('T§9: South and Southeast above R$ 2.000 (server price × quantidade) ship free, and the label says so', async () => {
    const dear = await product(
      `p.status = 'disponivel' AND p.preco_por_cents > 200000 AND p.peso_gramas <= 30000 AND ${noValues}`,
    );
    for (const cep of [SP, '20040002', '29015010', '30130010', '80010000', '88010000', '90010000']) {
      const { fretes } = await ok({ cep, idProduto: dear.id, quantidade: 1 });
      expect(fretes[0], cep).toMatchObject({ id: 'pac', label: 'Correios PAC - Frete grátis', valor: 0 });
      expect(fretes.slice(1).every((f) => f.valor > 0)).toBe(true);
    }
    for (const cep of ['70040000', '40020000', '66010000']) {
      const { fretes } = await ok({ cep, idProduto: dear.id, quantidade: 1 });
      expect(
        fretes.every((f) => f.valor > 0 && !f.label.includes('grátis')),
        cep,
      ).toBe(true);
    }
  });

  it('T§9: the threshold is on price × quantidade, strictly above R$ 2.000; a client price is ignored', async () => {
    const p = await product(
      `p.status = 'disponivel' AND p.preco_por_cents BETWEEN 40001 AND 100000 AND p.peso_gramas <= 2000 AND ${noValues}`,
    );
    const below = Math.floor(200_000 / p.preco);
    const above = below + 1;
    const under = await ok({ cep: SP, idProduto: p.id, quantidade: below, preco: 99_999 });
    expect(under.fretes.every((f) => f.valor > 0)).toBe(true);
    const over = await ok({ cep: SP, idProduto: p.id, quantidade: above });
    expect(over.fretes[0]?.valor).toBe(0);
  });

  it("a simple value's own price counts; a value of another product is a 400", async () => {
    const [row] = await api.db.query<{ id: number; value: number; other: number }>(
      `SELECT p.id, max(v.id) AS value,
              (SELECT min(o.id) FROM product_simple_values o WHERE o.product_id <> p.id) AS other
         FROM products p JOIN product_simple_values v ON v.product_id = p.id
        WHERE p.ativo AND p.status = 'disponivel' GROUP BY p.id ORDER BY p.id LIMIT 1`,
    );
    if (!row) throw new Error('no seeded product with simple values');
    await ok({ cep: SP, idProduto: row.id, idAtributoValor: row.value, quantidade: 1 });
    await ok({ cep: SP, idProduto: row.id, idAtributoValor: null, quantidade: 1 });
    await bad({ cep: SP, idProduto: row.id, idAtributoValor: row.other, quantidade: 1 }, 'idAtributoValor');
  });

  it('quantidade defaults to 1 (T§7 sends 1 from the product page)', async () => {
    const p = await light();
    const withDefault = await ok({ cep: SP, idProduto: p.id });
    expect(withDefault).toEqual(await ok({ cep: SP, idProduto: p.id, quantidade: 1 }));
  });

  it('T§5: a malformed CEP is a 400 on the cep field', async () => {
    const p = await light();
    for (const cep of ['0131010', '013101000', '01310-100', '0131O100', '', ' 01310100']) {
      const error = await bad({ cep, idProduto: p.id, quantidade: 1 }, 'cep');
      expect(error.fields?.cep).toBe('CEP inválido: informe os 8 dígitos, sem hífen.');
    }
    expect((await bad({ idProduto: p.id, quantidade: 1 }, 'cep')).fields?.cep).toBe('Informe o CEP.');
    await bad({ cep: 1310100, idProduto: p.id, quantidade: 1 }, 'cep');
  });

  it('a well-formed CEP in no state range is a 400 "CEP não encontrado"', async () => {
    const p = await light();
    for (const cep of ['00000000', '10500000', '78950000']) {
      const error = await bad({ cep, idProduto: p.id, quantidade: 1 }, 'cep');
      expect(error.message).toBe(CEP_NOT_FOUND);
    }
  });

  it('unknown, inactive, on-request and unavailable products are 400s naming the product', async () => {
    await bad({ cep: SP, idProduto: 9_999_999, quantidade: 1 }, 'idProduto');
    const sob = await product(`p.status = 'sobConsulta'`);
    expect((await bad({ cep: SP, idProduto: sob.id, quantidade: 1 }, 'idProduto')).message).toBe(
      `O produto ${sob.nome} é vendido sob consulta: solicite um orçamento para saber o frete.`,
    );
    const ind = await product(`p.status = 'indisponivel'`);
    expect((await bad({ cep: SP, idProduto: ind.id, quantidade: 1 }, 'idProduto')).message).toBe(
      `O produto ${ind.nome} está indisponível no momento.`,
    );
    const p = await light();
    await api.db.query('UPDATE products SET ativo = false WHERE id = $1', [p.id]);
    try {
      await bad({ cep: SP, idProduto: p.id, quantidade: 1 }, 'idProduto');
    } finally {
      await api.db.query('UPDATE products SET ativo = true WHERE id = $1', [p.id]);
    }
  });

  it('bad idProduto, idAtributoValor and quantidade are 400s, never 500', async () => {
    const p = await light();
    for (const idProduto of [0, -1, 1.5, '12', null]) await bad({ cep: SP, idProduto, quantidade: 1 }, 'idProduto');
    await bad({ cep: SP, quantidade: 1 }, 'idProduto');
    for (const quantidade of [0, -2, 2.5, 'dois', 10_000]) {
      await bad({ cep: SP, idProduto: p.id, quantidade }, 'quantidade');
    }
    await bad({ cep: SP, idProduto: p.id, idAtributoValor: -3, quantidade: 1 }, 'idAtributoValor');
    const broken = await api.call({
      method: 'POST',
      url: URL,
      payload: '{"cep": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    const text = await api.call({
      method: 'POST',
      url: URL,
      payload: 'cep=01310100',
      headers: { 'content-type': 'text/plain' },
    });
    expect([400, 415]).toContain(text.statusCode);
  });

  it('answers 401 without the App-Token', async () => {
    const res = await api.app.inject({ method: 'POST', url: URL, payload: { cep: SP, idProduto: 1, quantidade: 1 } });
    expect(res.statusCode).toBe(401);
  });
});
