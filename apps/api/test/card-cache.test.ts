/**
 * Product cards cached under the catalogue version, stock read on every call
 * (docs/decisions/029-cached-product-cards.md), on PGlite and on PostgreSQL: listings, searches and showcases show
 * what the catalogue holds now — stock at once (it does not bump the version), every other write on the next read,
 * a scheduled price when its window opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, listingSchema, type Listing, type ProductCard } from '@vitrine/contract';
import { engine, startTestApi, type TestApi, type FixedClock, oneRow, afterWrite, touchCatalog } from './harness';

let api: TestApi;
const clock: FixedClock = { now: new Date() };
beforeAll(async () => {
  api = await startTestApi({ clock });
});
afterAll(() => api?.close());

const HOUR = 3_600_000;
const CATEGORY = '/data-loggers';

async function listing(query: string): Promise<Listing> {
  const limit = query.includes('limit=') ? '' : '&limit=48';
  const url = `/v2/front/url/product/listing/category?url=${CATEGORY}${limit}&${query}`;
  const res = await api.call(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return envelope(listingSchema).parse(res.json()).data;
}
const cards = async (query = ''): Promise<ProductCard[]> => (await listing(query)).conteudo.produtos;
const cardOf = async (id: number) => (await cards()).find((c) => c.id === id);

async function firstCard(): Promise<ProductCard> {
  const [card] = await cards();
  if (!card) throw new Error(`${CATEGORY} lists no product`);
  return card;
}

describe(`cached product cards on ${engine}`, () => {
  it('B§3: cached cards are the cards a fresh load gives, in every order and page, search and showcase included', async () => {
    const queries = ['', 'order=menor-preco', 'order=maior-preco', 'order=nome', 'limit=12&offset=12'];
    const reads = async () => {
      const out: string[] = [];
      for (const q of queries) out.push(JSON.stringify(await cards(q)));
      const search = await api.call('/v2/front/url/product/listing/search?busca=termometro&limit=48');
      out.push(JSON.stringify((search.json() as { data: Listing }).data.conteudo.produtos));
      const shelf = await api.call('/v2/front/showcase/products/mais-procurados?limit=12');
      out.push(JSON.stringify((shelf.json() as { data: unknown }).data));
      return out;
    };
    const cold = await reads();
    expect(JSON.parse(cold[0]!).length).toBeGreaterThan(3);
    expect(await reads()).toEqual(cold);
    await touchCatalog(api.db);
    expect(await reads()).toEqual(cold);
  });

  it('B§3: the stock shows on the next read although it keeps the catalogue version', async () => {
    const card = await firstCard();
    await cardOf(card.id);
    const [before] = await api.db.query<{ v: string }>('SELECT versao::text AS v FROM catalog_version');
    await afterWrite(
      api.db,
      'UPDATE products SET estoque = estoque + 37 WHERE id = $1',
      'UPDATE products SET estoque = estoque - 37 WHERE id = $1',
      [card.id],
      async () => {
        const [after] = await api.db.query<{ v: string }>('SELECT versao::text AS v FROM catalog_version');
        expect(after?.v).toBe(before?.v);
        expect((await cardOf(card.id))?.estoque).toBe(card.estoque + 37);
      },
    );
    expect((await cardOf(card.id))?.estoque).toBe(card.estoque);
  });

  it('serves cached rows: a write that bumps no version is not seen until the version moves', async () => {
    const card = await firstCard();
    await cardOf(card.id);
    await api.db.query('ALTER TABLE products DISABLE TRIGGER products_catalog_upd');
    try {
      await afterWrite(
        api.db,
        `UPDATE products SET descricao_curta = 'Texto novo' WHERE id = $1`,
        'UPDATE products SET descricao_curta = $2 WHERE id = $1',
        [card.id],
        async () => {
          expect((await cardOf(card.id))?.descricaoCurta).toBe(card.descricaoCurta);
          await touchCatalog(api.db);
          expect((await cardOf(card.id))?.descricaoCurta).toBe('Texto novo');
        },
        [card.id, card.descricaoCurta],
      );
    } finally {
      await api.db.query('ALTER TABLE products ENABLE TRIGGER products_catalog_upd');
      await touchCatalog(api.db);
    }
  });

  it('B§3: name, price, image, seal, brand and rating writes show on the next read', async () => {
    const card = await firstCard();
    const id = card.id;
    const { brand_id } = (
      await api.db.query<{ brand_id: number }>('SELECT brand_id FROM products WHERE id = $1', [id])
    )[0]!;
    const [seal] = await api.db.query<{ id: number }>(
      'SELECT min(id) AS id FROM seals WHERE id NOT IN (SELECT seal_id FROM product_seals WHERE product_id = $1)',
      [id],
    );
    const firstImage = 'product_id = $1 AND posicao = (SELECT min(posicao) FROM product_images WHERE product_id = $1)';
    const writes: [string, string, unknown[], (c: ProductCard | undefined) => void, unknown[]?][] = [
      [
        `UPDATE products SET nome = nome || ' X' WHERE id = $1`,
        'UPDATE products SET nome = left(nome, -2) WHERE id = $1',
        [id],
        (c) => expect(c?.nome).toBe(`${card.nome} X`),
      ],
      [
        'UPDATE products SET preco_por_cents = preco_por_cents + 100 WHERE id = $1',
        'UPDATE products SET preco_por_cents = preco_por_cents - 100 WHERE id = $1',
        [id],
        (c) => expect(c?.precos.por).not.toBe(card.precos.por),
      ],
      [
        `UPDATE product_images SET medium = '/media/outra.svg' WHERE ${firstImage}`,
        `UPDATE product_images SET medium = $2 WHERE ${firstImage}`,
        [id],
        (c) => expect(c?.midias.imagens[0]?.arquivos.medium).toBe('/media/outra.svg'),
        [id, card.midias.imagens[0]?.arquivos.medium],
      ],
      [
        'INSERT INTO product_seals (product_id, seal_id) VALUES ($1, $2)',
        'DELETE FROM product_seals WHERE product_id = $1 AND seal_id = $2',
        [id, seal?.id],
        (c) => expect(c?.selos.length).toBe(card.selos.length + 1),
      ],
      [
        `UPDATE brands SET nome = nome || ' Y' WHERE id = $1`,
        'UPDATE brands SET nome = left(nome, -2) WHERE id = $1',
        [brand_id],
        (c) => expect(c?.marca.nome).toBe(`${card.marca.nome} Y`),
      ],
      [
        `INSERT INTO reviews (product_id, nome, email, nota, comentario, aprovado) VALUES ($1, 'Ana', 'ana@example.com', 1, 'Não gostei do produto.', true)`,
        `DELETE FROM reviews WHERE product_id = $1 AND email = 'ana@example.com'`,
        [id],
        (c) => expect(c?.avaliacao.quantidade).toBe(card.avaliacao.quantidade + 1),
      ],
    ];
    expect(seal?.id).toBeTypeOf('number');
    for (const [write, undo, params, check, undoParams] of writes) {
      for (let i = 0; i < 2; i++) await cardOf(id);
      await afterWrite(api.db, write, undo, params, async () => check(await cardOf(id)), undoParams);
      expect(await cardOf(id), write).toEqual(card);
    }
  });

  it('B§3: a scheduled price shows when its window opens and goes when it closes, with no write in between', async () => {
    const card = await firstCard();
    const at = (hours: number) => new Date(clock.now.getTime() + hours * HOUR).toISOString();
    const start = clock.now;
    await api.db.query(
      `INSERT INTO scheduled_prices (id, product_id, preco_de_cents, preco_por_cents, data_inicial, data_final)
       SELECT 990101, $1, preco_por_cents, greatest(1, preco_por_cents / 2), $2, $3 FROM products WHERE id = $1`,
      [card.id, at(1), at(2)],
    );
    try {
      const before = await cardOf(card.id);
      expect((await cardOf(card.id))?.precos).toEqual(before?.precos);
      clock.now = new Date(start.getTime() + 1.5 * HOUR);
      const during = await cardOf(card.id);
      expect(during?.precos.por).toBeLessThan(before?.precos.por ?? 0);
      clock.now = new Date(start.getTime() + 2.5 * HOUR);
      expect((await cardOf(card.id))?.precos).toEqual(before?.precos);
    } finally {
      clock.now = start;
      await api.db.query('DELETE FROM scheduled_prices WHERE id = 990101');
    }
  });

  it('B§3: a product made inactive leaves the cards at once', async () => {
    const card = await firstCard();
    await cardOf(card.id);
    await afterWrite(
      api.db,
      'UPDATE products SET ativo = false WHERE id = $1',
      'UPDATE products SET ativo = true WHERE id = $1',
      [card.id],
      async () => {
        expect(await cardOf(card.id)).toBeUndefined();
      },
    );
    expect(await cardOf(card.id)).toEqual(card);
  });
});

describe(`cached listing pages on ${engine}`, () => {
  const ids = async (query: string) => (await cards(query)).map((c) => c.id);

  it('B§2.3: a page in price order follows a price write on the next read', async () => {
    const order = 'order=menor-preco&limit=12';
    const before = await ids(order);
    expect(await ids(order)).toEqual(before);
    const last = before.at(-1)!;
    await afterWrite(
      api.db,
      'UPDATE products SET preco_por_cents = 1 WHERE id = $1',
      'UPDATE products SET preco_por_cents = $2 WHERE id = $1',
      [last],
      async () => expect((await ids(order))[0]).toBe(last),
      [
        last,
        (await oneRow<{ c: number }>(api.db, 'SELECT preco_por_cents AS c FROM products WHERE id = $1', [last])).c,
      ],
    );
    expect(await ids(order)).toEqual(before);
  });

  it('serves cached pages: an order change that bumps no version is not seen until the version moves', async () => {
    const order = 'order=popularidade&limit=12';
    const before = await ids(order);
    const last = before.at(-1)!;
    const { p } = await oneRow<{ p: number }>(api.db, 'SELECT popularidade AS p FROM products WHERE id = $1', [last]);
    await api.db.query('ALTER TABLE products DISABLE TRIGGER products_catalog_upd');
    try {
      await api.db.query('UPDATE products SET popularidade = 1000000000 WHERE id = $1', [last]);
      expect(await ids(order)).toEqual(before);
      await touchCatalog(api.db);
      expect((await ids(order))[0]).toBe(last);
    } finally {
      await api.db.query('UPDATE products SET popularidade = $2 WHERE id = $1', [last, p]);
      await api.db.query('ALTER TABLE products ENABLE TRIGGER products_catalog_upd');
      await touchCatalog(api.db);
    }
    expect(await ids(order)).toEqual(before);
  });
});
