import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOME_LIMITS,
  bannersSchema,
  envelope,
  failureSchema,
  homeSchema,
  menuSchema,
  popupSchema,
  showcaseSchema,
  storeReviewsSchema,
  type Home,
  type StoreReviews,
} from '@vitrine/contract';
import { engine, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const DAY_MS = 86_400_000;

async function home(): Promise<Home> {
  const res = await api.call('/v2/front/url/home');
  expect(res.statusCode, res.body).toBe(200);
  return envelope(homeSchema).parse(res.json()).data;
}

async function storeReviews(query = ''): Promise<StoreReviews> {
  const res = await api.call(`/v2/front/evaluations/store${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(storeReviewsSchema).parse(res.json()).data;
}

/** Runs `body` with a banner row added to `slot` (first position), then removes it. */
async function withBanner(
  slot: string,
  dates: { start: Date; end: Date | null },
  body: (id: number) => Promise<void>,
  link: string | null = '/data-loggers',
) {
  const [row] = await api.db.query<{ id: number }>('SELECT max(id) + 1 AS id FROM banners');
  const id = row?.id ?? 1;
  await api.db.query(
    `INSERT INTO banners (id, slot, nome, alt, desktop_imagem, desktop_link, mobile_imagem, posicao, data_inicial,
                          data_final, ativo)
     VALUES ($1, $2, 'agendado', 'Banner agendado', '/media/banners/agendado-desktop.svg', $3,
             '/media/banners/agendado-mobile.svg', 0, $4, $5, true)`,
    [id, slot, link, dates.start.toISOString(), dates.end?.toISOString() ?? null],
  );
  try {
    await body(id);
  } finally {
    await api.db.query('DELETE FROM banners WHERE id = $1', [id]);
  }
}

describe(`GET /url/home on ${engine} (T§2 Home, T§7, T§9)`, () => {
  it('T§7 answers estrutura (nivel home, the SEO of the seo_home setting) and the first fold in one call', async () => {
    const data = await home();
    expect(data.estrutura.nivel).toBe('home');
    expect(data.estrutura.seo.title).toMatch(/^Vitrine Instrumentos \| /);
    expect(data.estrutura.seo.description).toContain('6x sem juros');
    const { conteudo } = data;
    expect(conteudo.bannersRetangulares).toHaveLength(HOME_LIMITS.bannersRetangulares);
    expect(conteudo.bannersQuadrados).toHaveLength(HOME_LIMITS.bannersQuadrados);
    for (const banner of [...conteudo.bannersRetangulares, ...conteudo.bannersQuadrados]) {
      expect(banner.dimensoes.desktop.imagem).toMatch(/^\/media\/banners\//);
      expect(banner.dimensoes.mobile.imagem).toMatch(/^\/media\/banners\//);
    }
    // The rectangular banners carry a picture for each screen; the square tiles one square picture.
    expect(conteudo.bannersRetangulares.every((b) => b.dimensoes.mobile.imagem.endsWith('-mobile.svg'))).toBe(true);
    expect(conteudo.bannersQuadrados.every((b) => b.dimensoes.desktop.imagem.endsWith('-quadrado.svg'))).toBe(true);
  });

  it('T§2 the category menu is the main menu’s top categories with their icons, without sub-levels', async () => {
    const { conteudo } = await home();
    const [tops] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM categories WHERE nivel = 2');
    expect(conteudo.menuCategorias).toHaveLength(tops?.n ?? -1);
    for (const item of conteudo.menuCategorias) {
      expect(item.idNivel).not.toBeNull();
      expect(item.rota).toMatch(/^\/[a-z0-9-]+$/);
      expect(item.svg).toBeTruthy();
      expect(item.sub).toEqual([]);
    }
    expect(conteudo.menuCategorias.map((i) => i.label)).toContain('Data Loggers');
  });

  it('T§2 the areas section comes from the areas-home menu (also served by struct/menus/areas-home)', async () => {
    const { conteudo } = await home();
    const res = await api.call('/v2/front/struct/menus/areas-home');
    expect(res.statusCode).toBe(200);
    const menu = envelope(menuSchema).parse(res.json()).data.menu;
    expect(conteudo.areas.map((a) => a.label)).toEqual(menu.map((a) => a.label));
    expect(conteudo.areas.length).toBeGreaterThanOrEqual(4);
    expect(conteudo.areas.every((a) => a.rota.startsWith('/') && a.svg)).toBe(true);
  });

  it('T§2 the brand slider has the first 9 active brands that have an image', async () => {
    const first = await home();
    expect(first.conteudo.marcas).toHaveLength(HOME_LIMITS.marcas);
    expect(first.conteudo.marcas.every((m) => m.imagem)).toBe(true);
    const [leader] = first.conteudo.marcas;
    if (!leader) throw new Error('no brand');
    await api.db.query('UPDATE brands SET imagem = NULL WHERE id = $1', [leader.id]);
    try {
      const after = await home();
      expect(after.conteudo.marcas.map((m) => m.id)).not.toContain(leader.id);
      expect(after.conteudo.marcas).toHaveLength(HOME_LIMITS.marcas);
      expect(after.conteudo.marcas.slice(0, 8)).toEqual(first.conteudo.marcas.slice(1));
    } finally {
      await api.db.query("UPDATE brands SET imagem = '/media/marcas/' || slug || '.svg' WHERE id = $1", [leader.id]);
    }
    const [inactive] = await api.db.query<{ id: number }>('SELECT id FROM brands WHERE NOT ativo LIMIT 1');
    expect(first.conteudo.marcas.map((m) => m.id)).not.toContain(inactive?.id);
  });

  it('T§3 Popup: the active pop-up comes sanitized; an inactive one is null here and 404 on struct/popup', async () => {
    const data = await home();
    expect(data.conteudo.popup?.conteudo).toContain('PRIMEIRACOMPRA');
    await api.db.query("UPDATE popups SET ativo = false WHERE slug = 'home'");
    try {
      expect((await home()).conteudo.popup).toBeNull();
      const res = await api.call('/v2/front/struct/popup/home');
      expect(res.statusCode).toBe(404);
      expect(failureSchema.parse(res.json()).error.message).toBe('Pop-up não encontrado ou inativo.');
    } finally {
      await api.db.query("UPDATE popups SET ativo = true WHERE slug = 'home'");
    }
  });

  it('B§3 Banner: a banner honours its schedule — not before its start, not after its end', async () => {
    const now = Date.now();
    const ids = async () => (await home()).conteudo.bannersRetangulares.map((b) => b.id);
    await withBanner('banner_grid_rectangular', { start: new Date(now + DAY_MS), end: null }, async (id) => {
      expect(await ids()).not.toContain(id);
    });
    await withBanner(
      'banner_grid_rectangular',
      { start: new Date(now - 2 * DAY_MS), end: new Date(now - DAY_MS) },
      async (id) => {
        expect(await ids()).not.toContain(id);
      },
    );
    await withBanner(
      'banner_grid_rectangular',
      { start: new Date(now - DAY_MS), end: new Date(now + DAY_MS) },
      async (id) => {
        // Inside its window and first by position: it leads, and the grid still holds 2.
        const shown = await ids();
        expect(shown[0]).toBe(id);
        expect(shown).toHaveLength(HOME_LIMITS.bannersRetangulares);
        const slot = await api.call('/v2/front/showcase/banners/banner_grid_rectangular?limit=2');
        expect(envelope(bannersSchema).parse(slot.json()).data.banners[0]?.id).toBe(id);
      },
    );
  });

  it('B§3 Banner: without a mobile picture the mobile side repeats the desktop one; no link stays null', async () => {
    const now = Date.now();
    const [row] = await api.db.query<{ id: number }>('SELECT max(id) + 1 AS id FROM banners');
    const id = row?.id ?? 1;
    await api.db.query(
      `INSERT INTO banners (id, slot, nome, alt, desktop_imagem, desktop_link, posicao, data_inicial)
       VALUES ($1, 'banner_grid_square', 'sem-link', 'Sem link', '/media/banners/sem-link-quadrado.svg', NULL, 0, $2)`,
      [id, new Date(now - DAY_MS).toISOString()],
    );
    try {
      const [first] = (await home()).conteudo.bannersQuadrados;
      expect(first?.id).toBe(id);
      expect(first?.dimensoes.desktop.link).toBeNull();
      expect(first?.dimensoes.mobile.link).toBeNull();
      expect(first?.dimensoes.mobile.imagem).toBe('/media/banners/sem-link-quadrado.svg');
    } finally {
      await api.db.query('DELETE FROM banners WHERE id = $1', [id]);
    }
  });
});

describe(`The home's other calls on ${engine} (T§7 limits)`, () => {
  it('T§7 showcase/banners answers the home slots within their limits', async () => {
    const cases: [string, number][] = [
      ['banner_grid_rectangular?limit=2', 2],
      ['banner_grid_square?limit=4', 4],
      ['meio-home?limit=2', 2],
      ['banner-cupom-categoria', 10],
    ];
    for (const [path, limit] of cases) {
      const res = await api.call(`/v2/front/showcase/banners/${path}`);
      expect(res.statusCode, path).toBe(200);
      const { banners } = envelope(bannersSchema).parse(res.json()).data;
      expect(banners.length, path).toBeGreaterThan(0);
      expect(banners.length, path).toBeLessThanOrEqual(limit);
    }
    const meio = envelope(bannersSchema).parse((await api.call('/v2/front/showcase/banners/meio-home?limit=2')).json());
    expect(meio.data.banners).toHaveLength(HOME_LIMITS.bannersMeio);
  });

  it('T§7 showcase/products mais-procurados and vitrine-home2 answer 5 products with their titles', async () => {
    for (const [slot, titulo] of [
      ['mais-procurados', 'Mais Procurados'],
      ['vitrine-home2', 'Ofertas da Semana'],
    ] as const) {
      const res = await api.call(`/v2/front/showcase/products/${slot}?limit=${HOME_LIMITS.vitrine}`);
      expect(res.statusCode, slot).toBe(200);
      const data = envelope(showcaseSchema).parse(res.json()).data;
      expect(data.vitrine.titulo).toBe(titulo);
      expect(data.produtos).toHaveLength(HOME_LIMITS.vitrine);
    }
  });

  it('T§7 struct/popup/home answers data.conteudo, sanitized on read; an unknown pop-up is 404', async () => {
    const res = await api.call('/v2/front/struct/popup/home');
    expect(res.statusCode).toBe(200);
    expect(envelope(popupSchema).parse(res.json()).data.conteudo).toContain('<h2>');
    const [before] = await api.db.query<{ conteudo: string }>("SELECT conteudo FROM popups WHERE slug = 'home'");
    await api.db.query(
      'UPDATE popups SET conteudo = conteudo || \'<script>alert(1)</script><a href="javascript:x" onclick="y">z</a>\' WHERE slug = \'home\'',
    );
    try {
      const html = envelope(popupSchema).parse((await api.call('/v2/front/struct/popup/home')).json()).data.conteudo;
      expect(html).not.toMatch(/<script|javascript:|onclick/);
      expect((await home()).conteudo.popup?.conteudo).toBe(html);
    } finally {
      await api.db.query("UPDATE popups SET conteudo = $1 WHERE slug = 'home'", [before?.conteudo]);
    }
    const missing = await api.call('/v2/front/struct/popup/nao-existe');
    expect(missing.statusCode).toBe(404);
    expect(failureSchema.parse(missing.json()).error.code).toBe('not_found');
  });

  it('T§7 evaluations/store?offset=0&limit=10 lists the published store reviews, newest first', async () => {
    const data = await storeReviews('?offset=0&limit=10');
    const [published] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM store_reviews WHERE publicado AND autorizacao',
    );
    expect(published?.n).toBeGreaterThan(HOME_LIMITS.depoimentos);
    expect(data.info).toEqual({ total: published?.n, offset: 0, limit: 10 });
    expect(data.avaliacoes).toHaveLength(HOME_LIMITS.depoimentos);
    const dates = data.avaliacoes.map((a) => a.data);
    expect(dates).toEqual([...dates].sort().reverse());
    const unpublished = await api.db.query<{ mensagem: string }>(
      'SELECT mensagem FROM store_reviews WHERE NOT (publicado AND autorizacao)',
    );
    expect(unpublished.length).toBeGreaterThan(0);
    const all = await storeReviews(`?limit=50`);
    for (const row of unpublished) expect(all.avaliacoes.map((a) => a.mensagem)).not.toContain(row.mensagem);
    // Defaults are offset 0 and the home's 10; the next page continues where the first ended.
    expect((await storeReviews()).avaliacoes).toEqual(data.avaliacoes);
    const next = await storeReviews('?offset=10&limit=10');
    expect(next.avaliacoes[0]?.id).toBe(all.avaliacoes[10]?.id);
    const beyond = await storeReviews('?offset=1000');
    expect(beyond.avaliacoes).toEqual([]);
    expect(beyond.info.total).toBe(published?.n);
  });

  it('T§7 evaluations/store refuses bad paging with a 400 in Portuguese, never a 500', async () => {
    const cases: [string, string][] = [
      ['?limit=0', 'limit'],
      ['?limit=abc', 'limit'],
      ['?limit=51', 'limit'],
      ['?limit=2.5', 'limit'],
      ['?offset=-1', 'offset'],
      ['?offset=x', 'offset'],
    ];
    for (const [query, field] of cases) {
      const res = await api.call(`/v2/front/evaluations/store${query}`);
      expect(res.statusCode, query).toBe(400);
      const { error } = failureSchema.parse(res.json());
      expect(error.code).toBe('bad_request');
      expect(error.fields?.[field], query).toMatch(/\((offset|limit)\)/);
    }
  });

  it('T§7 struct/menus/menu_popup_contato answers the contact menu the home and header use', async () => {
    const res = await api.call('/v2/front/struct/menus/menu_popup_contato');
    expect(res.statusCode).toBe(200);
    expect(
      envelope(menuSchema)
        .parse(res.json())
        .data.menu.map((m) => m.idTipo),
    ).toEqual([4, 5, 2]);
  });
});
