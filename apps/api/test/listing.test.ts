import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, failureSchema, listingSchema, productDetailSchema, type Listing } from '@vitrine/contract';
import { engine, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

type Kind = 'category' | 'brand' | 'landing-page' | 'search';

/** The Store API call a storefront route makes (B§5: offset = (pg − 1) × limit; ipp → limit). */
function apiUrlFor(kind: Kind, rota: string, limit = 100): string {
  const [path = '/', query = ''] = rota.split('?');
  const page = new URLSearchParams(query);
  const params = new URLSearchParams();
  if (kind !== 'search') params.set('url', path);
  params.set('limit', String(limit));
  for (const key of ['busca', 'order', 's5']) {
    const value = page.get(key);
    if (value !== null) params.set(key, value);
  }
  for (const token of page.getAll('filtro')) params.append('filtro', token);
  return `/v2/front/url/product/listing/${kind}?${params.toString()}`;
}

async function listing(url: string): Promise<Listing> {
  const res = await api.call(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return envelope(listingSchema).parse(res.json()).data;
}
const follow = (kind: Kind, rota: string) => listing(apiUrlFor(kind, rota));
const category = (query: string) => listing(`/v2/front/url/product/listing/category?${query}`);
const ids = (l: Listing) => l.conteudo.produtos.map((p) => p.id);
const unaccentLower = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

async function productIdsWhere(sql: string, params: unknown[] = []): Promise<Set<number>> {
  return new Set((await api.db.query<{ id: number }>(sql, params)).map((r) => r.id));
}

describe(`product listings on ${engine} (B§2.3, B§3 "Listing response", B§7)`, () => {
  it('answers a category listing in the contract shape with structure, content and details', async () => {
    const l = await category('url=/data-loggers/logistica&offset=0&limit=24&order=popularidade');
    expect(l.estrutura.nivel).toBe('product/listing/category');
    expect(l.estrutura.seo.title).toContain('Logística');
    expect(l.estrutura.breadcrumb.map((b) => b.label)).toEqual(['Home', 'Data Loggers', 'Logística']);
    expect(l.conteudo.categoria).toMatchObject({ id: 101, nome: 'Logística', nivel: 3 });
    expect(l.conteudo.categoria?.descricaoLonga).toContain('<p>');
    expect(l.detalhes.categorias.atual?.nome).toBe('Logística');
    expect(l.detalhes.categorias.niveisAnteriores.map((c) => c.rota)).toEqual(['/data-loggers']);
    expect(l.detalhes.categorias.filhas.map((c) => c.nome)).toEqual(['Descartáveis', 'Multiuso']);
    expect(l.detalhes.categorias.irmas.map((c) => c.nome)).toContain('Farmacêutica');
    expect(l.info).toMatchObject({ offset: 0, limit: 24, rotaLimparFiltros: '/data-loggers' });
    expect(l.info.total).toBeGreaterThan(0);
    expect(l.info.exibindo).toBe(l.conteudo.produtos.length);
    const expected = await productIdsWhere(
      'SELECT id FROM products WHERE ativo AND category_id IN (SELECT id FROM categories WHERE id = 101 OR parent_id = 101)',
    );
    expect(l.info.total).toBe(expected.size);
    expect(ids(l).every((id) => expected.has(id))).toBe(true);
  });

  it('lists every sort order with its Portuguese label and route; Relevância only on search (B§7 default Popularidade)', async () => {
    const l = await category('url=/termometros');
    expect(l.detalhes.ordenacao.map((o) => o.label)).toEqual([
      'Popularidade',
      'Menor preço',
      'Maior preço',
      'Lançamentos',
      'Nome (A-Z)',
      'Mais bem avaliados',
    ]);
    expect(l.detalhes.ordenacao.find((o) => o.atual)?.valor).toBe('popularidade');
    expect(l.detalhes.ordenacao.find((o) => o.valor === 'nome')?.rota).toBe('/termometros?order=nome');
    expect(l.detalhes.itensPorPagina.map((o) => [o.valor, o.rota, o.atual])).toEqual([
      [12, '/termometros?ipp=12', false],
      [24, '/termometros', true],
      [36, '/termometros?ipp=36', false],
    ]);
  });

  it('answers brand listings, narrowed to a category by the path (B§2.1 /marcas/{marca}/{categoria…})', async () => {
    const brand = await listing('/v2/front/url/product/listing/brand?url=/marcas/termotek');
    expect(brand.estrutura.nivel).toBe('product/listing/brand');
    expect(brand.conteudo.marca).toMatchObject({ nome: 'Termotek', imagem: '/media/marcas/termotek.svg' });
    expect(brand.estrutura.breadcrumb.map((b) => b.rota)).toEqual(['/', '/marcas', '/marcas/termotek']);
    const all = await productIdsWhere('SELECT id FROM products WHERE ativo AND brand_id = 1');
    expect(brand.info.total).toBe(all.size);
    const child = brand.detalhes.categorias.filhas.find((c) => c.nome === 'Termômetros');
    expect(child?.rota).toBe('/marcas/termotek/termometros');

    const narrowed = await listing('/v2/front/url/product/listing/brand?url=/marcas/termotek/termometros&limit=100');
    expect(narrowed.info.total).toBe(child?.quantidade);
    expect(narrowed.detalhes.categorias.atual?.nome).toBe('Termômetros');
    expect(narrowed.info.rotaLimparFiltros).toBe('/marcas/termotek');
    expect(narrowed.info.filtros[0]).toMatchObject({
      tipo: 'categoria',
      label: 'Termômetros',
      rota: '/marcas/termotek',
    });
    expect(ids(narrowed).every((id) => all.has(id))).toBe(true);
  });

  it('answers landing-page listings with the sanitized custom layout and its CSS (docs/architecture.md §4)', async () => {
    const l = await listing('/v2/front/url/product/listing/landing-page?url=/c/black-friday');
    expect(l.estrutura.nivel).toBe('product/listing/landing-page');
    expect(l.conteudo.landingPage?.nome).toBe('Black Friday');
    expect(l.conteudo.layoutPersonalizado?.layout).toContain('lp-black');
    expect(l.conteudo.layoutPersonalizado?.codigoCss).toContain('.lp-black');
    const members = await productIdsWhere(
      'SELECT p.id FROM products p JOIN landing_page_products l ON l.product_id = p.id WHERE l.landing_page_id = 3 AND p.ativo',
    );
    expect(l.info.total).toBe(members.size);
    const narrowed = await listing('/v2/front/url/product/listing/landing-page?url=/c/cadeia-do-frio/data-loggers');
    expect(narrowed.detalhes.categorias.atual?.nome).toBe('Data Loggers');
    expect(narrowed.estrutura.breadcrumb.at(-1)).toMatchObject({
      label: 'Data Loggers',
      rota: '/c/cadeia-do-frio/data-loggers',
    });
  });

  it('answers 404 for unknown addresses of every kind (B§8)', async () => {
    for (const url of [
      '/v2/front/url/product/listing/category?url=/nao-existe',
      '/v2/front/url/product/listing/category?url=/a/b/c/d/e',
      '/v2/front/url/product/listing/brand?url=/marcas/nao-existe',
      '/v2/front/url/product/listing/brand?url=/marcas/termotek/nao-existe',
      '/v2/front/url/product/listing/brand?url=/marcas/climatrix',
      '/v2/front/url/product/listing/landing-page?url=/c/nao-existe',
      '/v2/front/url/list/listing?url=/nao-existe',
      '/v2/front/url/list/listing?url=/marcas/nao-existe&tipo=marca',
    ]) {
      const res = await api.call(url);
      expect(res.statusCode, url).toBe(404);
      expect(failureSchema.parse(res.json()).error.code).toBe('not_found');
    }
  });

  it('answers 404 for an offset beyond the total and 200 on the last item (B§4, B§8)', async () => {
    const { info } = await category('url=/data-loggers&limit=1');
    expect(
      (await api.call(`/v2/front/url/product/listing/category?url=/data-loggers&offset=${info.total}`)).statusCode,
    ).toBe(404);
    const last = await category(`url=/data-loggers&offset=${info.total - 1}&limit=24`);
    expect(last.info.exibindo).toBe(1);
    const empty = await api.call(
      '/v2/front/url/product/listing/category?url=/data-loggers&filtro=desconto:99&offset=24',
    );
    expect(empty.statusCode).toBe(404);
  });

  it('answers 400 with field messages for bad offset, limit, order and filtro, never 500 (docs/architecture.md §4)', async () => {
    const cases: [string, string][] = [
      ['offset=-1', 'offset'],
      ['offset=abc', 'offset'],
      ['limit=0', 'limit'],
      ['limit=1000', 'limit'],
      ['order=xyz', 'order'],
      ['filtro=%3Cscript%3E', 'filtro.0'],
      ['filtro=preco:abc', 'filtro'],
      ['filtro=preco:500-100', 'filtro'],
      ['filtro=desconto:0', 'filtro'],
      ['filtro=categoria:1', 'filtro'],
    ];
    for (const [query, field] of cases) {
      const res = await api.call(`/v2/front/url/product/listing/category?url=/termometros&${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = failureSchema.parse(res.json());
      expect(body.error.code).toBe('bad_request');
      expect(Object.keys(body.error.fields ?? {}), query).toContain(field);
    }
    expect((await api.call('/v2/front/url/product/listing/category')).statusCode).toBe(400);
  });
});

describe(`filters and facets on ${engine} (B§2.3 filter sidebar, B§3 detalhes)`, () => {
  it('a filter value keeps only products that carry it, and its count is the total behind its route', async () => {
    const l = await category('url=/data-loggers&filtro=conectividade:usb&limit=100');
    const usb = await productIdsWhere('SELECT product_id AS id FROM product_filter_values WHERE filter_value_id = 101');
    expect(l.info.total).toBeGreaterThan(0);
    expect(ids(l).every((id) => usb.has(id))).toBe(true);
    const chip = l.info.filtros.find((c) => c.tipo === 'filtro');
    expect(chip).toMatchObject({ label: 'Conectividade: USB', rota: '/data-loggers' });
    const value = l.detalhes.filtros.find((f) => f.nome === 'Conectividade')?.valores.find((v) => v.label === 'USB');
    expect(value).toMatchObject({ ativo: true, quantidade: l.info.total, rota: '/data-loggers' });
  });

  it('ORs values of one filter and ANDs filters (disjunctive facet counts)', async () => {
    const base = await category('url=/data-loggers&filtro=conectividade:usb&filtro=aplicacao:logistica&limit=100');
    const usb = await productIdsWhere('SELECT product_id AS id FROM product_filter_values WHERE filter_value_id = 101');
    const logistica = await productIdsWhere(
      'SELECT product_id AS id FROM product_filter_values WHERE filter_value_id = 301',
    );
    expect(ids(base).every((id) => usb.has(id) && logistica.has(id))).toBe(true);
    const connectivity = base.detalhes.filtros.find((f) => f.nome === 'Conectividade');
    expect(connectivity?.valores.length).toBeGreaterThan(1);
    let checked = 0;
    for (const group of base.detalhes.filtros) {
      const ownGroupActive = group.valores.some((v) => v.ativo);
      for (const value of group.valores) {
        const followed = await follow('category', value.rota);
        if (!ownGroupActive) {
          // Another filter: its count is exactly the listing behind its route.
          expect(followed.info.total, `${group.nome}: ${value.label}`).toBe(value.quantidade);
        } else if (value.ativo) {
          // Removing an active value widens its own group.
          expect(followed.info.total).toBeGreaterThanOrEqual(base.info.total);
        } else {
          // A value of an active filter is ORed: the total grows, and its count is what it matches on its own
          // with the other filters' selections.
          expect(followed.info.total).toBeGreaterThanOrEqual(Math.max(base.info.total, value.quantidade));
          const own = group.nome === 'Conectividade' ? 'filtro=conectividade:usb&' : 'filtro=aplicacao:logistica&';
          const alone = value.rota.replace(own, '');
          expect((await follow('category', alone)).info.total, `${group.nome}: ${value.label} alone`).toBe(
            value.quantidade,
          );
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(3);
    const active = base.detalhes.filtros.flatMap((f) => f.valores).filter((v) => v.ativo);
    expect(active).toHaveLength(2);
  });

  it('category, price and discount facet counts equal the totals behind their routes', async () => {
    const l = await category('url=/termometros&filtro=aplicacao:alimenticia');
    const options = [
      ...l.detalhes.categorias.filhas.map((c) => ({ label: c.nome, rota: c.rota, n: c.quantidade })),
      ...l.detalhes.categorias.irmas.map((c) => ({ label: c.nome, rota: c.rota, n: c.quantidade })),
      ...l.detalhes.filtrosPreco.map((p) => ({ label: `${p.de}-${p.ate}`, rota: p.rota, n: p.quantidade })),
      ...l.detalhes.filtrosDescontoPrecoPor.map((d) => ({ label: `${d.ate}%`, rota: d.rota, n: d.quantidade })),
    ];
    expect(l.detalhes.filtrosPreco.length).toBeGreaterThanOrEqual(2);
    expect(l.detalhes.categorias.irmas.length).toBeGreaterThan(0);
    // Siblings lie outside the listing: linked without the filters, with the counts behind those links.
    expect(l.detalhes.categorias.irmas.every((c) => !c.rota.includes('filtro='))).toBe(true);
    expect(l.detalhes.categorias.filhas.every((c) => c.rota.includes('filtro=aplicacao:alimenticia'))).toBe(true);
    for (const o of options) {
      expect((await follow('category', o.rota)).info.total, o.label).toBe(o.n);
    }
  });

  it('price ranges split the listing by effective price, open at both ends, de ≤ price < ate', async () => {
    const l = await category('url=/refrigeracao');
    const ranges = l.detalhes.filtrosPreco;
    expect(ranges[0]?.de).toBeNull();
    expect(ranges.at(-1)?.ate).toBeNull();
    expect(ranges.reduce((n, r) => n + r.quantidade, 0)).toBe(l.info.total);
    const middle = ranges[1];
    if (!middle) throw new Error('expected a middle range');
    const inside = await follow('category', middle.rota);
    for (const p of inside.conteudo.produtos) {
      expect(p.precos.por).toBeGreaterThanOrEqual(middle.de ?? 0);
      if (middle.ate !== null) expect(p.precos.por).toBeLessThan(middle.ate);
    }
    const chip = inside.info.filtros.find((c) => c.tipo === 'preco');
    expect(chip).toMatchObject({ de: middle.de, ate: middle.ate, rota: '/refrigeracao' });
    expect(inside.detalhes.filtrosPreco.find((r) => r.ativo)?.rota).toBe('/refrigeracao');
  });

  it("B§2.3 (storefront-browsing.md) a top category's chip leads home without the listing's choices, a deeper one's to its parent with them", async () => {
    const top = await category('url=/refrigeracao&order=menor-preco');
    const range = top.detalhes.filtrosPreco[1];
    if (!range) throw new Error('expected a price range');
    const filtered = await follow('category', range.rota);
    expect(filtered.info.filtros.find((c) => c.tipo === 'categoria')?.rota).toBe('/');
    const deep = await category('url=/data-loggers/logistica&order=menor-preco');
    const deepRange = deep.detalhes.filtrosPreco[0];
    if (!deepRange) throw new Error('expected a price range');
    const deepFiltered = await follow('category', deepRange.rota);
    const chip = deepFiltered.info.filtros.find((c) => c.tipo === 'categoria');
    expect(chip?.rota.startsWith('/data-loggers?')).toBe(true);
    expect(chip?.rota).toContain('order=menor-preco');
  });

  it('price filters use the scheduled price inside its window (B§3 agendamentoPreco)', async () => {
    const [row] = await api.db.query<{ product_id: number; own: number; now: number; rota: string }>(
      `SELECT s.product_id, p.preco_por_cents AS own, s.preco_por_cents AS now, c.rota
         FROM scheduled_prices s JOIN products p ON p.id = s.product_id JOIN categories c ON c.id = p.category_id
        WHERE s.data_inicial <= now() AND s.data_final > now() ORDER BY s.id LIMIT 1`,
    );
    if (!row) throw new Error('the demo catalogue has an active scheduled price');
    const de = Math.floor(row.now / 100);
    const ate = Math.ceil(row.own / 100) === Math.floor(row.own / 100) ? row.own / 100 : Math.floor(row.own / 100);
    const l = await category(`url=${row.rota}&filtro=preco:${de}-${ate}&limit=100`);
    const card = l.conteudo.produtos.find((p) => p.id === row.product_id);
    expect(card?.precos.por).toBe(row.now / 100);
  });

  it('discount ranges keep products at least that much off the list price', async () => {
    const l = await listing(
      '/v2/front/url/product/listing/landing-page?url=/c/black-friday&filtro=desconto:10&limit=100',
    );
    expect(l.info.total).toBeGreaterThan(0);
    for (const p of l.conteudo.produtos) {
      expect(p.precos.de, p.nome).not.toBeNull();
      expect(((p.precos.de ?? 0) - p.precos.por) / (p.precos.de ?? 1)).toBeGreaterThanOrEqual(0.1 - 1e-9);
    }
    expect(l.info.filtros.find((c) => c.tipo === 'desconto')?.label).toBe('10% de desconto ou mais');
    const option = l.detalhes.filtrosDescontoPrecoPor.find((d) => d.ate === 10);
    expect(option).toMatchObject({ ativo: true, quantidade: l.info.total });
  });

  it('attribute values filter products that offer them, with counts that match their routes', async () => {
    const l = await category('url=/refrigeracao');
    const voltage = l.detalhes.atributos.find((a) => a.nome === 'Voltagem');
    const v220 = voltage?.valores.find((v) => v.label === '220V');
    if (!v220) throw new Error('refrigeração offers 220V');
    const filtered = await follow('category', v220.rota);
    expect(filtered.info.total).toBe(v220.quantidade);
    const offering = await productIdsWhere(
      'SELECT product_id AS id FROM product_simple_values WHERE attribute_value_id = $1',
      [v220.id],
    );
    expect(filtered.conteudo.produtos.every((p) => offering.has(p.id))).toBe(true);
    expect(filtered.info.filtros.find((c) => c.tipo === 'atributo')?.label).toBe('Voltagem: 220V');
  });

  it('a value the catalogue no longer has matches nothing and shows as a removable chip', async () => {
    const l = await category('url=/termometros&filtro=conectividade:zigbee');
    expect(l.info.total).toBe(0);
    expect(l.conteudo.produtos).toEqual([]);
    expect(l.info.filtros.at(-1)).toMatchObject({
      tipo: 'filtro',
      label: 'Conectividade: Zigbee',
      rota: '/termometros',
    });
    const unknownFilter = await category('url=/termometros&filtro=cor-da-caixa:azul&filtro=atributo:999999');
    expect(unknownFilter.info.total).toBe(0);
    // Issue 25: the filter's label and the value's label, never a raw token.
    const labels = unknownFilter.info.filtros.filter((chip) => chip.tipo !== 'categoria').map((chip) => chip.label);
    expect(labels).toEqual(['Cor da caixa: Azul', 'Opção indisponível']);
  });

  it('"Limpar filtros" goes to the previous category, or / at level 2 (B§2.3)', async () => {
    expect((await category('url=/termometros&filtro=aplicacao:alimenticia')).info.rotaLimparFiltros).toBe('/');
    const deep = await category('url=/data-loggers/logistica/descartaveis');
    expect(deep.info.rotaLimparFiltros).toBe('/data-loggers/logistica');
    expect(deep.info.filtros).toEqual([
      { tipo: 'categoria', label: 'Descartáveis', rota: '/data-loggers/logistica', de: null, ate: null },
    ]);
  });
});

describe(`sort orders on ${engine} (B§7, B§9 default Popularidade)`, () => {
  const sorted = <T>(list: T[], cmp: (a: T, b: T) => number) =>
    list.every((x, i) => i === 0 || cmp(list[i - 1] as T, x) <= 0);

  it('sorts by effective price both ways', async () => {
    const up = await category('url=/refrigeracao&order=menor-preco&limit=100');
    expect(sorted(up.conteudo.produtos, (a, b) => a.precos.por - b.precos.por)).toBe(true);
    const down = await category('url=/refrigeracao&order=maior-preco&limit=100');
    expect(sorted(down.conteudo.produtos, (a, b) => b.precos.por - a.precos.por)).toBe(true);
    expect(up.detalhes.ordenacao.find((o) => o.atual)?.valor).toBe('menor-preco');
    expect(up.info.rotaPagina).toBe('/refrigeracao?order=menor-preco&ipp=100'.replace('&ipp=100', ''));
  });

  it('issue 25: takes any label the sort menu offers, in any case, as its order (order=Popularidade)', async () => {
    const menu = (await category('url=/refrigeracao&limit=100')).detalhes.ordenacao;
    for (const option of menu) {
      for (const written of [option.label, option.label.toUpperCase(), option.label.toLowerCase()]) {
        const l = await category(`url=/refrigeracao&limit=100&order=${encodeURIComponent(written)}`);
        expect(l.detalhes.ordenacao.find((o) => o.atual)?.valor, written).toBe(option.valor);
      }
    }
    const byLabel = await category('url=/refrigeracao&limit=100&order=Menor%20pre%C3%A7o');
    expect(ids(byLabel)).toEqual(ids(await category('url=/refrigeracao&limit=100&order=menor-preco')));
    expect((await api.call('/v2/front/url/product/listing/category?url=/refrigeracao&order=Barato')).statusCode).toBe(
      400,
    );
  });

  it('sorts by name ignoring accents and case', async () => {
    const l = await category('url=/termometros&order=nome&limit=100');
    const names = l.conteudo.produtos.map((p) => unaccentLower(p.nome));
    expect(names).toEqual([...names].sort());
  });

  it('sorts launches by creation date, newest first', async () => {
    const l = await category('url=/solda&order=lancamentos&limit=100');
    const rows = await api.db.query<{ id: number; t: string }>(
      'SELECT id, criado_em::text AS t FROM products WHERE id = ANY($1::int[])',
      [ids(l)],
    );
    const at = new Map(rows.map((r) => [r.id, Date.parse(r.t)]));
    expect(sorted(ids(l), (a, b) => (at.get(b) ?? 0) - (at.get(a) ?? 0))).toBe(true);
  });

  it('sorts by rating, best first', async () => {
    const l = await category('url=/termometros&order=avaliacao&limit=100');
    expect(sorted(l.conteudo.produtos, (a, b) => b.avaliacao.media - a.avaliacao.media)).toBe(true);
    expect(l.conteudo.produtos[0]?.avaliacao.quantidade).toBeGreaterThan(0);
  });

  it('sorts by popularity with unavailable products after available ones', async () => {
    const l = await category('url=/refrigeracao&limit=100');
    const rows = await api.db.query<{ id: number; popularidade: number }>(
      'SELECT id, popularidade FROM products WHERE id = ANY($1::int[])',
      [ids(l)],
    );
    const pop = new Map(rows.map((r) => [r.id, r.popularidade]));
    const key = (p: Listing['conteudo']['produtos'][number]) => [
      p.status === 'disponivel' ? 0 : 1,
      -(pop.get(p.id) ?? 0),
    ];
    expect(
      sorted(l.conteudo.produtos, (a, b) => {
        const [x1 = 0, x2 = 0] = key(a);
        const [y1 = 0, y2 = 0] = key(b);
        return x1 - y1 || x2 - y2;
      }),
    ).toBe(true);
  });

  it('pages without overlap: offset = (pg − 1) × limit (B§5)', async () => {
    const first = await category('url=/refrigeracao&limit=12&offset=0');
    const second = await category('url=/refrigeracao&limit=12&offset=12');
    const all = await category('url=/refrigeracao&limit=24');
    expect([...ids(first), ...ids(second)]).toEqual(ids(all));
    expect(first.detalhes.itensPorPagina.find((o) => o.atual)?.valor).toBe(12);
    expect(first.info.rotaPagina).toBe('/refrigeracao?ipp=12');
  });
});

describe(`product cards on ${engine} (B§3 Product (card))`, () => {
  it('B§3 (storefront-browsing.md §3 Product (card)) cards carry atributos.unico/simples and caracteristicas as the detail does', async () => {
    const cards = (await category('url=/refrigeracao&limit=100')).conteudo.produtos;
    expect(cards.some((c) => 'possuiAtributoSimples' in c)).toBe(false);
    const withSimple = cards.find((c) => c.atributos.simples !== null);
    const withCharacteristics = cards.find((c) => c.caracteristicas.length > 0);
    expect(withSimple, 'a card with simple values').toBeDefined();
    expect(withCharacteristics, 'a card with characteristics').toBeDefined();
    for (const card of [withSimple, withCharacteristics]) {
      if (!card) continue;
      const res = await api.call(`/v2/front/url/product/detail?url=${encodeURIComponent(card.rota)}`);
      const product = envelope(productDetailSchema).parse(res.json()).data;
      expect(card.atributos).toEqual(product.atributos);
      expect(card.caracteristicas).toEqual(product.caracteristicas);
    }
  });
});

describe(`kit listings on ${engine} (B§2.1 Listas de Compras, B§3 shopping list)`, () => {
  const kits = (query: string) => listing(`/v2/front/url/list/listing?${query}`);

  it('lists every kit with price = items less the kit discount, first product image and status', async () => {
    const l = await kits('url=/lista');
    expect(l.estrutura.nivel).toBe('list/listing');
    expect(l.info.limit).toBe(12);
    expect(l.conteudo.produtos).toEqual([]);
    expect(l.conteudo.listas.length).toBe(7);
    const split = l.conteudo.listas.find((k) => k.nome === 'Kit Instalação de Ar-Condicionado Split');
    expect(split?.rota).toBe('/lista/kit-instalacao-de-ar-condicionado-split.html');
    expect(split?.quantidadeProdutos).toBe(5);
    expect(split?.midias.imagens.length).toBeGreaterThan(0);
    expect(split?.precos.de).not.toBeNull();
    expect(split?.precos.por).toBeCloseTo((split?.precos.de ?? 0) * 0.95, 1);
    expect(l.detalhes.ordenacao.map((o) => o.valor)).toEqual(['popularidade', 'menor-preco', 'maior-preco', 'nome']);
  });

  it('lists kits of a category subtree, a landing page, a brand and a search', async () => {
    const refrigeration = await kits('url=/refrigeracao&tipo=categoria');
    expect(refrigeration.conteudo.listas.map((k) => k.nome).sort()).toEqual([
      'Kit Instalação de Ar-Condicionado Split',
      'Kit Técnico de Refrigeração Iniciante',
    ]);
    const landing = await kits('url=/c/cadeia-do-frio&tipo=landingPage');
    expect(landing.estrutura.nivel).toBe('list/listing/landing-page');
    expect(landing.info.total).toBe(3);
    const brand = await kits('url=/marcas/soldaforte&tipo=marca');
    expect(brand.estrutura.nivel).toBe('list/listing/brand');
    expect(brand.conteudo.listas.map((k) => k.nome)).toContain('Kit Soldador Iniciante');
    const search = await kits('url=/busca&tipo=busca&busca=soldador');
    expect(search.estrutura.nivel).toBe('list/listing/search');
    expect(search.conteudo.listas.map((k) => k.nome)).toEqual(['Kit Soldador Iniciante']);
  });

  it('answers routes on the kit address for brand, landing-page and search kits (decision 005)', async () => {
    const brand = await kits('url=/lista/marcas/soldaforte&tipo=marca&order=nome');
    expect(brand.conteudo.marca?.nome).toBeTruthy();
    expect(brand.info.rotaPagina).toBe('/lista/marcas/soldaforte?order=nome');
    expect(brand.detalhes.ordenacao.find((o) => o.valor === 'menor-preco')?.rota).toBe(
      '/lista/marcas/soldaforte?order=menor-preco',
    );
    expect(brand.estrutura.breadcrumb.at(-1)?.rota).toBe('/lista/marcas/soldaforte');
    // The subject's own path gives the same answer, routes included.
    const own = await kits('url=/marcas/soldaforte&tipo=marca&order=nome');
    expect(own.info.rotaPagina).toBe(brand.info.rotaPagina);
    expect(own.conteudo.listas).toEqual(brand.conteudo.listas);

    const landing = await kits('url=/lista/c/cadeia-do-frio&tipo=landingPage');
    expect(landing.info.total).toBe(3);
    expect(landing.detalhes.itensPorPagina.find((o) => o.valor === 24)?.rota).toBe('/lista/c/cadeia-do-frio?ipp=24');

    const search = await kits('url=/lista/busca&tipo=busca&busca=soldador');
    expect(search.conteudo.listas.map((k) => k.nome)).toEqual(['Kit Soldador Iniciante']);
    expect(search.info.rotaPagina).toBe('/lista/busca?busca=soldador');

    const category = await kits('url=/lista/refrigeracao&tipo=categoria');
    expect(category.info.total).toBe(2);
    expect(category.info.rotaPagina).toBe('/lista/refrigeracao');
    expect((await api.call('/v2/front/url/list/listing?url=/lista/marcas/nao-existe&tipo=marca')).statusCode).toBe(404);
  });

  it('B§2.1 (storefront-browsing.md) list/listing/landing-page, brand and search: the type follows the address when tipo is absent', async () => {
    const landing = await kits('url=/c/cadeia-do-frio');
    expect(landing.estrutura.nivel).toBe('list/listing/landing-page');
    expect(landing.info.total).toBe(3);
    const brand = await kits('url=/marcas/soldaforte');
    expect(brand.estrutura.nivel).toBe('list/listing/brand');
    expect(brand.conteudo.listas.map((k) => k.nome)).toContain('Kit Soldador Iniciante');
    const search = await kits('url=/lista&busca=solda');
    expect(search.estrutura.nivel).toBe('list/listing/search');
    expect(search.conteudo.busca?.texto).toBe('solda');
    expect(search.conteudo.listas.map((k) => k.nome)).toEqual(['Kit Soldador Iniciante']);
    const onBusca = await kits('url=/busca&busca=solda');
    expect(onBusca.conteudo.listas).toEqual(search.conteudo.listas);
    expect((await kits('url=/lista')).estrutura.nivel).toBe('list/listing');
  });

  it('sorts kits by price and pages them; offset beyond the total is 404', async () => {
    const l = await kits('url=/lista&order=menor-preco');
    const prices = l.conteudo.listas.map((k) => k.precos.por);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page = await kits('url=/lista&limit=3&offset=6');
    expect(page.info.exibindo).toBe(1);
    expect((await api.call('/v2/front/url/list/listing?url=/lista&offset=7')).statusCode).toBe(404);
    expect((await api.call('/v2/front/url/list/listing?url=/lista&filtro=conectividade:usb')).statusCode).toBe(400);
    expect((await api.call('/v2/front/url/list/listing?url=/lista&tipo=outro')).statusCode).toBe(400);
  });

  it('narrows kits to a category with a categoria token, with counts that match', async () => {
    const all = await kits('url=/lista');
    const refrigeration = all.detalhes.categorias.filhas.find((c) => c.nome === 'Refrigeração');
    expect(refrigeration?.rota).toBe('/lista?filtro=categoria:5');
    const narrowed = await kits('url=/lista&filtro=categoria:5');
    expect(narrowed.info.total).toBe(refrigeration?.quantidade);
  });
});
