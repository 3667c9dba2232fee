import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, listingSchema, productDetailSchema, type Listing, type ProductDetail } from '@vitrine/contract';
import { engine, startTestApi, type TestApi, oneRow, afterWrite } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const CATEGORY = '/data-loggers/logistica';

async function listing(query: string): Promise<Listing> {
  const url = `/v2/front/url/product/listing/category?${query}`;
  const res = await api.call(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return envelope(listingSchema).parse(res.json()).data;
}
async function detail(rota: string): Promise<ProductDetail> {
  const res = await api.call(`/v2/front/url/product/detail?url=${encodeURIComponent(rota)}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return envelope(productDetailSchema).parse(res.json()).data;
}
// Every answer below is cached by the Store API (lib/cache.ts) and read twice before the write, so the second read
// comes from the cache; the read after the write must show the write.
describe(`cached answers follow catalogue writes at once on ${engine} (docs/decisions/012-caches.md)`, () => {
  it('B§3 a renamed category shows its new name in its listing and in its parent’s', async () => {
    const { id, nome } = await oneRow<{ id: number; nome: string }>(
      api.db,
      `SELECT id, nome FROM categories WHERE rota = $1`,
      [CATEGORY],
    );
    for (let i = 0; i < 2; i++) expect((await listing(`url=${CATEGORY}`)).conteudo.categoria?.nome).toBe(nome);
    await listing('url=/data-loggers');
    await afterWrite(
      api.db,
      `UPDATE categories SET nome = nome || ' Fria' WHERE id = $1`,
      `UPDATE categories SET nome = left(nome, -5) WHERE id = $1`,
      [id],
      async () => {
        const l = await listing(`url=${CATEGORY}`);
        expect(l.conteudo.categoria?.nome).toBe(`${nome} Fria`);
        expect(l.detalhes.categorias.atual?.nome).toBe(`${nome} Fria`);
        expect((await listing('url=/data-loggers')).detalhes.categorias.filhas.map((c) => c.nome)).toContain(
          `${nome} Fria`,
        );
      },
    );
    expect((await listing(`url=${CATEGORY}`)).conteudo.categoria?.nome).toBe(nome);
  });

  it('B§3 a renamed filter shows its new name in the listing’s filters', async () => {
    const before = await listing(`url=${CATEGORY}`);
    const [filter] = before.detalhes.filtros;
    if (!filter) throw new Error(`no filter on ${CATEGORY}`);
    await listing(`url=${CATEGORY}`);
    await afterWrite(
      api.db,
      `UPDATE filters SET nome = nome || ' X' WHERE id = $1`,
      `UPDATE filters SET nome = left(nome, -2) WHERE id = $1`,
      [filter.id],
      async () => {
        const names = (await listing(`url=${CATEGORY}`)).detalhes.filtros.map((f) => f.nome);
        expect(names).toContain(`${filter.nome} X`);
        expect(names).not.toContain(filter.nome);
      },
    );
  });

  it('B§2.3 a changed price moves the product into a price range at once (cached facets and total)', async () => {
    const first = (await listing(`url=${CATEGORY}`)).conteudo.produtos[0];
    if (!first) throw new Error(`no product on ${CATEGORY}`);
    const range = `url=${CATEGORY}&filtro=preco:90000-99000`;
    const before = (await listing(range)).info.total;
    expect((await listing(range)).info.total).toBe(before);
    const { preco } = await oneRow<{ preco: number }>(
      api.db,
      'SELECT preco_por_cents AS preco FROM products WHERE id = $1',
      [first.id],
    );
    await afterWrite(
      api.db,
      `UPDATE products SET preco_por_cents = 9500000 WHERE id = $1`,
      `UPDATE products SET preco_por_cents = ${preco} WHERE id = $1`,
      [first.id],
      async () => {
        const after = await listing(range);
        expect(after.info.total).toBe(before + 1);
        expect(after.conteudo.produtos.map((p) => p.id)).toContain(first.id);
      },
    );
  });

  it('B§3 a product deactivated in a sibling category lowers the sibling’s count at once', async () => {
    const sibling = (await listing(`url=${CATEGORY}`)).detalhes.categorias.irmas[0];
    if (!sibling) throw new Error(`no sibling of ${CATEGORY}`);
    await listing(`url=${CATEGORY}`);
    const { id } = await oneRow<{ id: number }>(
      api.db,
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
        WHERE p.ativo AND (c.rota = $1 OR c.rota LIKE $1 || '/%') ORDER BY p.id LIMIT 1`,
      [sibling.rota],
    );
    await afterWrite(
      api.db,
      'UPDATE products SET ativo = false WHERE id = $1',
      'UPDATE products SET ativo = true WHERE id = $1',
      [id],
      async () => {
        const irmas = (await listing(`url=${CATEGORY}`)).detalhes.categorias.irmas;
        expect(irmas.find((c) => c.id === sibling.id)?.quantidade).toBe(sibling.quantidade - 1);
      },
    );
  });

  it('T§3 new instalment rules and a new cash discount show on cards and on the product page at once', async () => {
    const card = (await listing(`url=${CATEGORY}`)).conteudo.produtos[0];
    if (!card) throw new Error(`no product on ${CATEGORY}`);
    expect(card.precos.parcelamento.length).toBeGreaterThan(1);
    const page = await detail(card.rota);
    expect(page.precos.parcelamento.length).toBeGreaterThan(1);
    await listing(`url=${CATEGORY}`);
    await detail(card.rota);

    const rules = await api.db.query<{ parcelas: number; taxa: string; exibir_taxa: boolean; minimo: number }>(
      'SELECT parcelas, taxa::text AS taxa, exibir_taxa, valor_minimo_parcela_cents AS minimo FROM installment_rules',
    );
    await api.db.query('DELETE FROM installment_rules WHERE parcelas > 1');
    try {
      const cardAfter = (await listing(`url=${CATEGORY}`)).conteudo.produtos.find((p) => p.id === card.id);
      expect(cardAfter?.precos.parcelamento.map((p) => p.parcelas)).toEqual([1]);
      expect((await detail(card.rota)).precos.parcelamento.map((p) => p.parcelas)).toEqual([1]);
    } finally {
      for (const r of rules.filter((rule) => rule.parcelas > 1)) {
        await api.db.query(
          'INSERT INTO installment_rules (parcelas, taxa, exibir_taxa, valor_minimo_parcela_cents) VALUES ($1, $2::numeric, $3, $4)',
          [r.parcelas, r.taxa, r.exibir_taxa, r.minimo],
        );
      }
    }
    expect((await detail(card.rota)).precos.parcelamento).toEqual(page.precos.parcelamento);

    const path = '{sistema,geral,site,descontoVistaPercent}';
    const { desconto } = await oneRow<{ desconto: string | null }>(
      api.db,
      `SELECT valor #>> '${path}' AS desconto FROM settings WHERE chave = 'configuracoes'`,
    );
    await afterWrite(
      api.db,
      `UPDATE settings SET valor = jsonb_set(valor, '${path}', '50') WHERE chave = $1`,
      `UPDATE settings SET valor = jsonb_set(valor, '${path}', '${desconto ?? 0}') WHERE chave = $1`,
      ['configuracoes'],
      async () => {
        const half = Math.round(card.precos.por * 50) / 100;
        const cardAfter = (await listing(`url=${CATEGORY}`)).conteudo.produtos.find((p) => p.id === card.id);
        expect(cardAfter?.precos.vista).toBeCloseTo(half, 2);
        expect((await detail(card.rota)).precos.vista).toBeCloseTo(half, 2);
      },
    );
    expect((await detail(card.rota)).precos.vista).toBe(page.precos.vista);
  });
});
