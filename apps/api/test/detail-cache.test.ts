/**
 * The stock-aware detail cache (docs/decisions/025-product-detail-cache.md): the product and kit detail are cached
 * under the catalogue version, their stock read on every request. Every answer below is compared byte for byte with
 * the uncached loader's (the detail as it was computed before the cache), on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, USERS } from '../src/seed/data/people';
import { loadListDetail } from '../src/modules/catalog/detail/lists';
import { loadProductDetail } from '../src/modules/catalog/detail/product-detail';
import { engine, startTestApi, type TestApi, type FixedClock, oneRow } from './harness';

let api: TestApi;
const clock: FixedClock = { now: new Date() };
beforeAll(async () => {
  api = await startTestApi({ clock });
});
afterAll(() => api?.close());

type Kind = 'produto' | 'lista';
const HOUR = 3_600_000;
const path = (kind: Kind, slug: string) => (kind === 'produto' ? `/${slug}.html` : `/lista/${slug}.html`);

/** The API's answer (the raw body). */
async function read(kind: Kind, slug: string, headers: Record<string, string> = {}): Promise<string> {
  const endpoint = kind === 'produto' ? 'product' : 'list';
  const res = await api.call({
    method: 'GET',
    url: `/v2/front/url/${endpoint}/detail?url=${encodeURIComponent(path(kind, slug))}`,
    headers,
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.body;
}

/** The body the uncached loader gives now: what the API answered before the cache. */
async function uncached(kind: Kind, slug: string): Promise<string> {
  const pricing = await api.ctx.pricing.get();
  const data =
    kind === 'produto'
      ? await loadProductDetail(api.ctx, slug, clock.now, pricing)
      : (await loadListDetail(api.ctx, slug, clock.now, pricing)).detail;
  return JSON.stringify({ success: true, data });
}

async function version(): Promise<string> {
  const [row] = await api.db.query<{ v: string }>('SELECT versao::text AS v FROM catalog_version');
  return row!.v;
}
const data = (body: string) => (JSON.parse(body) as { data: Record<string, unknown> }).data;

async function everySlug(): Promise<{ kind: Kind; slug: string }[]> {
  const products = await api.db.query<{ slug: string }>('SELECT slug FROM products WHERE ativo ORDER BY id');
  const kits = await api.db.query<{ slug: string }>('SELECT slug FROM shopping_lists WHERE ativo ORDER BY id');
  return [
    ...products.map((p) => ({ kind: 'produto' as const, slug: p.slug })),
    ...kits.map((k) => ({ kind: 'lista' as const, slug: k.slug })),
  ];
}

describe(`the product and kit detail cache on ${engine}`, () => {
  it('B§3: every seeded product and kit answers, cached, byte for byte what the uncached detail answers', async () => {
    const all = await everySlug();
    expect(all.filter((a) => a.kind === 'produto').length).toBeGreaterThan(50);
    expect(all.filter((a) => a.kind === 'lista').length).toBeGreaterThan(3);
    /** The first pass fills the cache (and reads it again); later passes read what it holds. */
    const check = async (reads: number) => {
      for (const { kind, slug } of all) {
        const truth = await uncached(kind, slug);
        for (let i = 0; i < reads; i++) expect(await read(kind, slug), `${kind} ${slug} (read ${i + 1})`).toBe(truth);
      }
    };
    await check(2);
    // Every product's stock changes (to 0 for some, which makes kits unavailable): stock is not in the catalogue
    // version, so the cached entries stay, and every answer shows the new stock.
    const before = await version();
    const stock = await api.db.query<{ id: number; estoque: number }>('SELECT id, estoque FROM products');
    await api.db.query(`UPDATE products SET estoque = (id * 7919) % 23`);
    try {
      expect(await version()).toBe(before);
      await check(1);
      // Simple values' stock too (a statement on product_simple_values bumps the version: migration 007).
      await api.db.query(`UPDATE product_simple_values SET estoque = estoque + (id * 31) % 5`);
      await check(2);
    } finally {
      await api.db.query(`UPDATE product_simple_values SET estoque = estoque - (id * 31) % 5`);
      await api.db.query(
        `UPDATE products p SET estoque = s.estoque FROM unnest($1::int[], $2::int[]) s(id, estoque) WHERE p.id = s.id`,
        [stock.map((r) => r.id), stock.map((r) => r.estoque)],
      );
    }
  }, 240_000);

  it('B§3: an inactive or unknown product or kit is still a 404', async () => {
    const { slug } = await oneRow<{ slug: string }>(
      api.db,
      'SELECT slug FROM products WHERE ativo ORDER BY id LIMIT 1',
    );
    await read('produto', slug);
    await api.db.query('UPDATE products SET ativo = false WHERE slug = $1', [slug]);
    try {
      const res = await api.call(`/v2/front/url/product/detail?url=/${slug}.html`);
      expect(res.statusCode).toBe(404);
    } finally {
      await api.db.query('UPDATE products SET ativo = true WHERE slug = $1', [slug]);
    }
    expect((await api.call('/v2/front/url/list/detail?url=/lista/nao-existe.html')).statusCode).toBe(404);
  });

  it('serves the cached detail: a write that does not bump the catalogue version is not seen', async () => {
    // Shows the answers below come from the cache (so the stock tests exercise the stock read, not a reload).
    const { id, slug, nome } = await oneRow<{ id: number; slug: string; nome: string }>(
      api.db,
      'SELECT id, slug, nome FROM products WHERE ativo ORDER BY id LIMIT 1',
    );
    await read('produto', slug);
    await api.db.query('ALTER TABLE products DISABLE TRIGGER products_catalog_upd');
    try {
      await api.db.query(`UPDATE products SET nome = nome || ' X' WHERE id = $1`, [id]);
      expect(data(await read('produto', slug)).nome).toBe(nome);
    } finally {
      await api.db.query(`UPDATE products SET nome = $2 WHERE id = $1`, [id, nome]);
      await api.db.query('ALTER TABLE products ENABLE TRIGGER products_catalog_upd');
    }
  });
});

describe(`stock is read on every request on ${engine} (B§5, T§4)`, () => {
  /** Reads twice (the second from the cache), runs `write`, and expects the next read to be the uncached one. */
  async function afterStockWrite(
    kind: Kind,
    slug: string,
    write: string,
    undo: string,
    params: unknown[],
    undoParams = params,
  ) {
    await read(kind, slug);
    const before = await read(kind, slug);
    const v = await version();
    await api.db.query(write, params);
    try {
      const after = await read(kind, slug);
      expect(after).toBe(await uncached(kind, slug));
      expect(after).not.toBe(before);
      return { v, after: data(after) };
    } finally {
      await api.db.query(undo, undoParams);
    }
  }

  it('a product’s own stock shows on the next read, with the catalogue version unchanged', async () => {
    const p = await oneRow<{ id: number; slug: string; estoque: number }>(
      api.db,
      `SELECT id, slug, estoque FROM products p WHERE ativo
          AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = p.id) ORDER BY id LIMIT 1`,
    );
    const { v, after } = await afterStockWrite(
      'produto',
      p.slug,
      'UPDATE products SET estoque = estoque + 7 WHERE id = $1',
      'UPDATE products SET estoque = estoque - 7 WHERE id = $1',
      [p.id],
    );
    expect(after).toMatchObject({ estoque: p.estoque + 7, quantidadeMaxima: p.estoque + 7 });
    expect(await version()).toBe(v);
  });

  it('a product group item’s stock changes the group’s produtos and quantidadeMaxima', async () => {
    const g = await oneRow<{ slug: string; item: number }>(
      api.db,
      `SELECT p.slug, g.item_product_id AS item FROM product_group_items g JOIN products p ON p.id = g.product_id
        WHERE p.ativo ORDER BY p.id, g.item_product_id LIMIT 1`,
    );
    const { after } = await afterStockWrite(
      'produto',
      g.slug,
      'UPDATE products SET estoque = 0 WHERE id = $1',
      'UPDATE products SET estoque = $2 WHERE id = $1',
      [g.item],
      [
        g.item,
        (await oneRow<{ estoque: number }>(api.db, 'SELECT estoque FROM products WHERE id = $1', [g.item])).estoque,
      ],
    );
    expect(after.quantidadeMaxima).toBe(0);
  });

  it('a ‘Compre junto’ product’s stock shows on its card', async () => {
    const c = await oneRow<{ slug: string; indicated: number; estoque: number }>(
      api.db,
      `SELECT p.slug, i.id AS indicated, i.estoque FROM combinations c JOIN products p ON p.id = c.product_id
         JOIN products i ON i.id = c.indicated_id AND i.ativo AND i.status = 'disponivel'
        WHERE p.ativo ORDER BY c.id LIMIT 1`,
    );
    await afterStockWrite(
      'produto',
      c.slug,
      'UPDATE products SET estoque = estoque + 3 WHERE id = $1',
      'UPDATE products SET estoque = estoque - 3 WHERE id = $1',
      [c.indicated],
    );
  });

  /**
   * Runs `write` on product_simple_values without migration 007's refresh of products.atributos, which today bumps
   * the catalogue version on every statement there: a value's stock must show whether or not its write bumps it.
   */
  async function withoutVersionBump<T>(write: () => Promise<T>): Promise<T> {
    const refresh = ['product_simple_values_upd_old', 'product_simple_values_upd_new'];
    for (const t of refresh) await api.db.query(`ALTER TABLE product_simple_values DISABLE TRIGGER ${t}`);
    try {
      return await write();
    } finally {
      for (const t of refresh) await api.db.query(`ALTER TABLE product_simple_values ENABLE TRIGGER ${t}`);
    }
  }

  it('a simple value’s stock shows on its value', async () => {
    const s = await oneRow<{ slug: string; value: number }>(
      api.db,
      `SELECT p.slug, v.id AS value FROM product_simple_values v JOIN products p ON p.id = v.product_id
        WHERE p.ativo ORDER BY v.id LIMIT 1`,
    );
    await read('produto', s.slug);
    const v = await version();
    await withoutVersionBump(() =>
      afterStockWrite(
        'produto',
        s.slug,
        'UPDATE product_simple_values SET estoque = estoque + 5 WHERE id = $1',
        'UPDATE product_simple_values SET estoque = estoque - 5 WHERE id = $1',
        [s.value],
      ),
    );
    expect(await version()).toBe(v);
  });

  it('B§2.5: a kit’s pre-selected value’s stock shows on the kit', async () => {
    const k = await oneRow<{ slug: string; value: number }>(
      api.db,
      `SELECT l.slug, li.simple_value_id AS value FROM shopping_lists l
         JOIN shopping_list_items li ON li.list_id = l.id AND li.simple_value_id IS NOT NULL
        WHERE l.ativo ORDER BY l.id, li.posicao LIMIT 1`,
    );
    await read('lista', k.slug);
    const v = await version();
    await withoutVersionBump(() =>
      afterStockWrite(
        'lista',
        k.slug,
        'UPDATE product_simple_values SET estoque = estoque + 5 WHERE id = $1',
        'UPDATE product_simple_values SET estoque = estoque - 5 WHERE id = $1',
        [k.value],
      ),
    );
    expect(await version()).toBe(v);
  });

  it('B§2.5: a kit whose first product sells out is unavailable on the next read, and available again after', async () => {
    const k = await oneRow<{ slug: string; first: number; estoque: number }>(
      api.db,
      `SELECT l.slug, p.id AS first, p.estoque FROM shopping_lists l
         JOIN shopping_list_items li ON li.list_id = l.id AND li.simple_value_id IS NULL
         JOIN products p ON p.id = li.product_id
        WHERE l.ativo AND li.posicao = (SELECT min(posicao) FROM shopping_list_items x WHERE x.list_id = l.id)
        ORDER BY l.id LIMIT 1`,
    );
    const before = data(await read('lista', k.slug));
    expect(before.disponivel).toBe(true);
    const { v, after } = await afterStockWrite(
      'lista',
      k.slug,
      'UPDATE products SET estoque = 0 WHERE id = $1',
      'UPDATE products SET estoque = $2 WHERE id = $1',
      [k.first],
      [k.first, k.estoque],
    );
    expect(after).toMatchObject({ disponivel: false, status: 'indisponivel' });
    expect(await version()).toBe(v);
    expect(data(await read('lista', k.slug)).disponivel).toBe(true);
  });
});

describe(`catalogue writes show on the next read on ${engine} (migration 020)`, () => {
  interface Write {
    what: string;
    kind: Kind;
    /** Picks the product or kit: `id` (the write's $1) and `slug` (the page read). */
    pick: string;
    write: string;
    undo: string;
  }
  const plain = `SELECT p.id, p.slug FROM products p WHERE p.ativo
      AND NOT EXISTS (SELECT 1 FROM scheduled_prices s WHERE s.product_id = p.id)`;
  const writes: Write[] = [
    {
      what: 'a price',
      kind: 'produto',
      pick: `${plain} ORDER BY p.id LIMIT 1`,
      write: 'UPDATE products SET preco_por_cents = preco_por_cents + 100 WHERE id = $1',
      undo: 'UPDATE products SET preco_por_cents = preco_por_cents - 100 WHERE id = $1',
    },
    {
      what: 'a name',
      kind: 'produto',
      pick: `${plain} ORDER BY p.id LIMIT 1`,
      write: `UPDATE products SET nome = nome || ' X' WHERE id = $1`,
      undo: 'UPDATE products SET nome = left(nome, -2) WHERE id = $1',
    },
    {
      what: 'the long description',
      kind: 'produto',
      pick: `${plain} ORDER BY p.id LIMIT 1`,
      write: `UPDATE products SET descricao_longa = descricao_longa || '<p>Novo</p>' WHERE id = $1`,
      undo: 'UPDATE products SET descricao_longa = left(descricao_longa, -11) WHERE id = $1',
    },
    {
      what: 'an image',
      kind: 'produto',
      pick: `SELECT p.id, p.slug FROM products p JOIN product_images i ON i.product_id = p.id WHERE p.ativo
              ORDER BY p.id LIMIT 1`,
      write: `UPDATE product_images SET label = label || ' X' WHERE product_id = $1`,
      undo: 'UPDATE product_images SET label = left(label, -2) WHERE product_id = $1',
    },
    {
      what: 'a manual',
      kind: 'produto',
      pick: `${plain} ORDER BY p.id LIMIT 1`,
      write: `INSERT INTO product_manuals (product_id, posicao, label, arquivo) VALUES ($1, 99, 'Guia', '/guia.pdf')`,
      undo: 'DELETE FROM product_manuals WHERE product_id = $1 AND posicao = 99',
    },
    {
      what: 'a seal',
      kind: 'produto',
      pick: `SELECT p.id, p.slug FROM products p JOIN product_seals s ON s.product_id = p.id WHERE p.ativo
              ORDER BY p.id LIMIT 1`,
      write: `UPDATE seals SET nome = nome || ' X' WHERE id IN (SELECT seal_id FROM product_seals WHERE product_id = $1)`,
      undo: 'UPDATE seals SET nome = left(nome, -2) WHERE id IN (SELECT seal_id FROM product_seals WHERE product_id = $1)',
    },
    {
      what: 'a characteristic',
      kind: 'produto',
      pick: `SELECT p.id, p.slug FROM products p JOIN product_characteristics c ON c.product_id = p.id
              WHERE p.ativo ORDER BY p.id LIMIT 1`,
      write: `UPDATE product_characteristics SET valor = valor || ' X' WHERE product_id = $1`,
      undo: 'UPDATE product_characteristics SET valor = left(valor, -2) WHERE product_id = $1',
    },
    {
      what: 'a ‘Compre junto’ discount',
      kind: 'produto',
      pick: `SELECT p.id, p.slug FROM combinations c JOIN products p ON p.id = c.product_id
               JOIN products i ON i.id = c.indicated_id AND i.ativo AND i.status = 'disponivel'
              WHERE p.ativo AND c.desconto_percent < 90 ORDER BY c.id LIMIT 1`,
      write: 'UPDATE combinations SET desconto_percent = desconto_percent + 5 WHERE product_id = $1',
      undo: 'UPDATE combinations SET desconto_percent = desconto_percent - 5 WHERE product_id = $1',
    },
    {
      what: 'a ‘Compre junto’ product’s price',
      kind: 'produto',
      pick: `SELECT i.id, p.slug FROM combinations c JOIN products p ON p.id = c.product_id
               JOIN products i ON i.id = c.indicated_id AND i.ativo AND i.status = 'disponivel'
              WHERE p.ativo ORDER BY c.id LIMIT 1`,
      write: 'UPDATE products SET preco_por_cents = preco_por_cents + 100 WHERE id = $1',
      undo: 'UPDATE products SET preco_por_cents = preco_por_cents - 100 WHERE id = $1',
    },
    {
      what: 'a product group’s units per item',
      kind: 'produto',
      pick: `SELECT p.id, p.slug FROM product_group_items g JOIN products p ON p.id = g.product_id WHERE p.ativo
              ORDER BY p.id LIMIT 1`,
      write: 'UPDATE product_group_items SET quantidade = quantidade + 1 WHERE product_id = $1',
      undo: 'UPDATE product_group_items SET quantidade = quantidade - 1 WHERE product_id = $1',
    },
    {
      what: 'an approved review',
      kind: 'produto',
      pick: `${plain} ORDER BY p.id LIMIT 1`,
      write: `INSERT INTO reviews (product_id, nome, email, nota, comentario, recomenda, aprovado)
              VALUES ($1, 'Ana', 'ana@cache.test', 1, 'Chegou quebrado.', false, true)`,
      undo: `DELETE FROM reviews WHERE product_id = $1 AND email = 'ana@cache.test'`,
    },
    {
      what: 'a published question',
      kind: 'produto',
      pick: `${plain} ORDER BY p.id LIMIT 1`,
      write: `INSERT INTO questions (product_id, nome, email, pergunta, resposta, publicado, respondido_em)
              VALUES ($1, 'Ana', 'ana@cache.test', 'Serve para freezer?', 'Sim.', true, now())`,
      undo: `DELETE FROM questions WHERE product_id = $1 AND email = 'ana@cache.test'`,
    },
    {
      what: 'a kit’s name',
      kind: 'lista',
      pick: 'SELECT id, slug FROM shopping_lists WHERE ativo ORDER BY id LIMIT 1',
      write: `UPDATE shopping_lists SET nome = nome || ' X' WHERE id = $1`,
      undo: 'UPDATE shopping_lists SET nome = left(nome, -2) WHERE id = $1',
    },
    {
      what: 'a kit’s units of a product',
      kind: 'lista',
      pick: 'SELECT id, slug FROM shopping_lists WHERE ativo ORDER BY id LIMIT 1',
      write: 'UPDATE shopping_list_items SET quantidade = quantidade + 1 WHERE list_id = $1',
      undo: 'UPDATE shopping_list_items SET quantidade = quantidade - 1 WHERE list_id = $1',
    },
    {
      what: 'an approved kit review',
      kind: 'lista',
      pick: 'SELECT id, slug FROM shopping_lists WHERE ativo ORDER BY id LIMIT 1',
      write: `INSERT INTO reviews (list_id, nome, email, nota, comentario, recomenda, aprovado)
              VALUES ($1, 'Ana', 'ana@cache.test', 2, 'Faltou uma peça.', false, true)`,
      undo: `DELETE FROM reviews WHERE list_id = $1 AND email = 'ana@cache.test'`,
    },
  ];

  it.each(writes)('$what shows on the next read', async ({ kind, pick, write, undo }) => {
    const { id, slug } = await oneRow<{ id: number; slug: string }>(api.db, pick);
    await read(kind, slug);
    const before = await read(kind, slug);
    await api.db.query(write, [id]);
    try {
      const after = await read(kind, slug);
      expect(after).not.toBe(before);
      expect(after).toBe(await uncached(kind, slug));
    } finally {
      await api.db.query(undo, [id]);
    }
    expect(await read(kind, slug)).toBe(before);
  });

  it('T§9: a shopper’s review or question (not yet approved or published) does not bump the catalogue version', async () => {
    const { id } = await oneRow<{ id: number }>(api.db, `${plain} ORDER BY p.id LIMIT 1`);
    const v = await version();
    await api.db.query(
      `INSERT INTO reviews (product_id, nome, email, nota, comentario, recomenda, aprovado)
       VALUES ($1, 'Bia', 'bia@cache.test', 5, 'Ótimo.', true, false)`,
      [id],
    );
    await api.db.query(
      `INSERT INTO questions (product_id, nome, email, pergunta, publicado) VALUES ($1, 'Bia', 'bia@cache.test', 'Tem?', false)`,
      [id],
    );
    try {
      expect(await version()).toBe(v);
      // Approving the review is a catalogue write.
      await api.db.query(`UPDATE reviews SET aprovado = true WHERE email = 'bia@cache.test'`);
      expect(await version()).not.toBe(v);
    } finally {
      await api.db.query(`DELETE FROM reviews WHERE email = 'bia@cache.test'`);
      await api.db.query(`DELETE FROM questions WHERE email = 'bia@cache.test'`);
    }
  });
});

describe(`scheduled prices are never served past their window on ${engine} (B§2.4 agendamentoPreco)`, () => {
  /** Reads at `at` (the API's clock), restoring the file's clock after. */
  async function readAt(kind: Kind, slug: string, at: Date): Promise<string> {
    const saved = clock.now;
    clock.now = at;
    try {
      const body = await read(kind, slug);
      expect(body, at.toISOString()).toBe(await uncached(kind, slug));
      return body;
    } finally {
      clock.now = saved;
    }
  }

  /** A schedule for product `id` from `start` to `end` (hours from clock.now), removed after `check`. */
  async function withSchedule(id: number, start: number, end: number, check: () => Promise<void>) {
    await api.db.query(
      `INSERT INTO scheduled_prices (id, product_id, preco_de_cents, preco_por_cents, data_inicial, data_final)
       SELECT 990001, $1, preco_por_cents, greatest(1, preco_por_cents / 2), $2, $3 FROM products WHERE id = $1`,
      [
        id,
        new Date(clock.now.getTime() + start * HOUR).toISOString(),
        new Date(clock.now.getTime() + end * HOUR).toISOString(),
      ],
    );
    try {
      await check();
    } finally {
      await api.db.query('DELETE FROM scheduled_prices WHERE id = 990001');
    }
  }

  const at = (hours: number) => new Date(clock.now.getTime() + hours * HOUR);

  it('a product page shows a scheduled price from its start and drops it at its end', async () => {
    const { id, slug } = await oneRow<{ id: number; slug: string }>(
      api.db,
      `SELECT p.id, p.slug FROM products p WHERE p.ativo
          AND NOT EXISTS (SELECT 1 FROM scheduled_prices s WHERE s.product_id = p.id) ORDER BY p.id LIMIT 1`,
    );
    await withSchedule(id, 1, 2, async () => {
      const plain = await readAt('produto', slug, at(0));
      await readAt('produto', slug, at(0.5));
      const scheduled = await readAt('produto', slug, at(1));
      expect(scheduled).not.toBe(plain);
      expect(data(scheduled).agendamentoPreco).not.toEqual({ aplicado: null });
      await readAt('produto', slug, at(1.5));
      expect(await readAt('produto', slug, at(2))).toBe(plain);
      // The clock going back (a test's, or another process's) is answered for its own moment too.
      expect(await readAt('produto', slug, at(1.2))).toBe(scheduled);
    });
  });

  it('a ‘Compre junto’ product’s scheduled price changes the offer at its start', async () => {
    const c = await oneRow<{ indicated: number; slug: string }>(
      api.db,
      `SELECT i.id AS indicated, p.slug FROM combinations c JOIN products p ON p.id = c.product_id
         JOIN products i ON i.id = c.indicated_id AND i.ativo AND i.status = 'disponivel'
        WHERE p.ativo AND NOT EXISTS (SELECT 1 FROM scheduled_prices s WHERE s.product_id = i.id)
        ORDER BY c.id LIMIT 1`,
    );
    await withSchedule(c.indicated, 1, 2, async () => {
      const plain = await readAt('produto', c.slug, at(0));
      expect(await readAt('produto', c.slug, at(1))).not.toBe(plain);
    });
  });

  it('a kit’s product’s scheduled price changes the kit at its start', async () => {
    const k = await oneRow<{ product: number; slug: string }>(
      api.db,
      `SELECT li.product_id AS product, l.slug FROM shopping_lists l
         JOIN shopping_list_items li ON li.list_id = l.id AND li.simple_value_id IS NULL
        WHERE l.ativo AND NOT EXISTS (SELECT 1 FROM scheduled_prices s WHERE s.product_id = li.product_id)
        ORDER BY l.id, li.posicao LIMIT 1`,
    );
    await withSchedule(k.product, 1, 2, async () => {
      const plain = await readAt('lista', k.slug, at(0));
      expect(await readAt('lista', k.slug, at(1))).not.toBe(plain);
      expect(await readAt('lista', k.slug, at(2))).toBe(plain);
    });
  });
});

describe(`the detail is the same for every caller on ${engine} (T§6)`, () => {
  const CUSTOMER = USERS.find((u) => u.tipo === 'cliente')!;
  const OPERATOR = USERS.find((u) => u.tipo === 'operador')!;

  async function login(email: string): Promise<string> {
    const res = await api.call({
      method: 'POST',
      url: '/v2/front/checkout/login',
      payload: { email, senha: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return String(res.headers.session);
  }

  it('a signed-in customer and an operator in an internal sale are answered what they would be uncached', async () => {
    const customer = await login(CUSTOMER.email);
    const operator = await login(OPERATOR.email);
    const { id: idCliente } = await oneRow<{ id: number }>(api.db, 'SELECT id FROM users WHERE email = $1', [
      CUSTOMER.email,
    ]);
    const sale = await api.call({
      method: 'POST',
      url: '/v2/front/sale/start',
      payload: { idCliente },
      headers: { session: operator },
    });
    expect(sale.statusCode, sale.body).toBe(200);
    const { slug } = await oneRow<{ slug: string }>(
      api.db,
      `SELECT p.slug FROM products p WHERE ativo AND EXISTS (SELECT 1 FROM combinations c WHERE c.product_id = p.id)
        ORDER BY p.id LIMIT 1`,
    );
    const callers: Record<string, string>[] = [{}, { session: customer }, { session: operator }];
    // Each caller's answer uncached (the catalogue version bumped before it) …
    const fresh: string[] = [];
    for (const headers of callers) {
      await api.db.query('UPDATE catalog_version SET versao = versao + 1');
      fresh.push(await read('produto', slug, headers));
    }
    // … is what every caller gets from an entry another caller filled.
    for (const filler of callers) {
      await api.db.query('UPDATE catalog_version SET versao = versao + 1');
      await read('produto', slug, filler);
      for (const [i, headers] of callers.entries()) expect(await read('produto', slug, headers)).toBe(fresh[i]);
    }
  });
});
