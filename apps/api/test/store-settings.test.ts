/**
 * Issue 37, point 3: the store's settings and menus edited through the admin API — validation in Portuguese, audit
 * rows, the catalogue version bumped (every storefront process sees the change, decision 036), the settings reaching
 * GET /v2/front/settings, and the public address's one source (PUBLIC_URL, else the setting) in the e-mails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser } from '../src/modules/admin/keys';
import { mailText, type StoredMail } from '../src/modules/forms/outbox';
import { loadStoreInfo } from '../src/modules/forms/store-info';
import { admin, version } from './admin-helpers';
import { engine, oneRow, startTestApi, type TestApi } from './harness';

let api: TestApi;
let atendimento: string;

beforeAll(async () => {
  api = await startTestApi();
  await createAdminUser(api.db, {
    email: 'at@loja.test',
    name: 'Atendente',
    password: 'senha-atende',
    role: 'atendimento',
  });
  const res = await api.app.inject({
    method: 'POST',
    url: '/v2/admin/sessao',
    remoteAddress: '10.37.0.1',
    payload: { email: 'at@loja.test', senha: 'senha-atende' },
  });
  atendimento = res.json().data.token as string;
});
afterAll(() => api?.close());

type Fields = Record<string, string>;
const current = async (): Promise<Fields> => (await admin(api, 'GET', '/configuracoes')).json().data.campos as Fields;
const save = (campos: Fields) => admin(api, 'PUT', '/configuracoes', campos);
const front = async () =>
  (await api.call('/v2/front/settings')).json().data.configuracoes as {
    google: { ga: { gtm: string } };
    sistema: { geral: { site: Record<string, string> } };
    link: { social: Record<string, string> };
  };

describe(`store settings (${engine}, issue 37)`, () => {
  it('issue 37 B§7: a saved phone, name, hours, social link and GTM id reach GET /settings, with an audit row and a new catalogue version', async () => {
    const before = await version(api);
    const campos = await current();
    const res = await save({
      ...campos,
      nomeDoSite: 'Loja Nova',
      telefone: '(21) 3333-4444',
      atendimento: 'Todos os dias das 9h às 17h',
      instagram: 'https://www.instagram.com/lojanova',
      gtm: 'gtm-ab12cd',
    });
    expect(res.statusCode, res.body).toBe(200);
    const site = await front();
    expect(site.sistema.geral.site).toMatchObject({
      nomeDoSite: 'Loja Nova',
      telefone: '(21) 3333-4444',
      atendimento: 'Todos os dias das 9h às 17h',
      // What the form leaves untouched stays.
      cnpj: campos.cnpj,
    });
    expect(site.link.social.instagram).toBe('https://www.instagram.com/lojanova');
    expect(site.google.ga.gtm).toBe('GTM-AB12CD');
    expect(Number(await version(api))).toBeGreaterThan(Number(before));
    const row = await oneRow<{ action: string; detail: { antes: Fields; depois: Fields } }>(
      api.db,
      "SELECT action, detail FROM admin_audit WHERE action = 'configuracoes.salvar' ORDER BY id DESC LIMIT 1",
    );
    expect(row.detail.antes.telefone).toBe(campos.telefone);
    expect(row.detail.depois.telefone).toBe('(21) 3333-4444');
    expect(Object.keys(row.detail.depois).sort()).toEqual([
      'atendimento',
      'gtm',
      'instagram',
      'nomeDoSite',
      'telefone',
    ]);
  });

  it('issue 37: http social links, a phone without DDD, WhatsApp with letters and a bad GTM id are refused field by field in Portuguese; nothing changes', async () => {
    const campos = await current();
    const res = await save({
      ...campos,
      facebook: 'http://facebook.com/x',
      telefone: '4000-0000',
      whatsapp: '55 11 9 abc',
      gtm: 'UA-1234',
      url: 'http://loja.example.com',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields as Record<string, string>;
    expect(fields).toMatchObject({
      facebook: expect.stringMatching(/https:\/\//),
      telefone: expect.stringMatching(/DDD/),
      whatsapp: expect.stringMatching(/dígitos/),
      gtm: expect.stringMatching(/GTM-XXXX/),
      url: expect.stringMatching(/https/),
    });
    expect(await current()).toEqual(campos);
  });

  it('issue 37: atendimento may not read or change the settings (403)', async () => {
    const headers = { authorization: `Bearer ${atendimento}` };
    const get = await api.app.inject({ method: 'GET', url: '/v2/admin/configuracoes', headers });
    expect(get.statusCode).toBe(403);
    const put = await api.app.inject({ method: 'PUT', url: '/v2/admin/configuracoes', headers, payload: {} });
    expect(put.statusCode).toBe(403);
  });
});

/** The queued back-in-stock e-mails, written as the outbox worker writes them when it sends. */
async function backInStockLinks(publicUrl: string | null): Promise<string[]> {
  const store = await loadStoreInfo(api.db, publicUrl);
  const rows = await api.db.query<StoredMail>(
    "SELECT assunto, corpo, modelo, dados FROM email_outbox WHERE origem LIKE 'aviseme-chegou:%' ORDER BY id",
  );
  return rows.map((r) => mailText(store, r).corpo);
}

describe(`the public address, one source (${engine}, issue 37)`, () => {
  it('issue 37: without PUBLIC_URL the setting is the address (saved in the screen) and the back-in-stock e-mail links to it', async () => {
    api.ctx.publicUrl = null;
    const res = await save({ ...(await current()), url: 'https://loja.example.com.br/' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ campos: { url: 'https://loja.example.com.br' }, publicUrlServidor: null });

    const p = await oneRow<{ id: number; sku: string; slug: string }>(
      api.db,
      `SELECT id, sku, slug FROM products p WHERE status = 'disponivel' AND ativo
          AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = p.id) ORDER BY id LIMIT 1`,
    );
    await admin(api, 'PATCH', '/stock', [{ sku: p.sku, estoque: 0 }]);
    const ask = await api.call({
      method: 'POST',
      url: '/v2/front/product/solicitation',
      payload: {
        idProduto: p.id,
        idAtributoValor: null,
        nome: 'Ana',
        email: 'ana@example.com',
        observacao: '',
        mailing: false,
      },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    await admin(api, 'PATCH', '/stock', [{ sku: p.sku, estoque: 4 }]);
    const [corpo] = await backInStockLinks(api.ctx.publicUrl);
    expect(corpo).toContain(`https://loja.example.com.br/${p.slug}.html`);
    expect(corpo).not.toContain('localhost');
  });

  it('issue 37: with PUBLIC_URL set it wins — shown to the screen, the field it sends is not kept, e-mails link to it', async () => {
    api.ctx.publicUrl = 'https://www.vitrine.example';
    try {
      const read = (await admin(api, 'GET', '/configuracoes')).json().data;
      expect(read.publicUrlServidor).toBe('https://www.vitrine.example');
      const res = await save({ ...(read.campos as Fields), url: 'https://outra.example.com' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await current()).url).toBe('https://loja.example.com.br');
      const [corpo] = await backInStockLinks(api.ctx.publicUrl);
      expect(corpo).toContain('https://www.vitrine.example/');
      expect(corpo).not.toContain('loja.example.com.br');
    } finally {
      api.ctx.publicUrl = null;
    }
  });
});

describe(`menus (${engine}, issue 37, B§2.6)`, () => {
  const menu = async (slug = 'links-rodape') =>
    (await admin(api, 'GET', `/menus/${slug}`)).json().data as {
      itens: { id: number; label: string; link: string }[];
      categoriasFora: { id: number; nome: string; link: string }[];
    };
  const frontMenu = async (slug = 'links-rodape') =>
    ((await api.call(`/v2/front/struct/menus/${slug}`)).json().data.menu as { label: string; link: string }[]).map(
      (i) => `${i.label} ${i.link}`,
    );

  it('issue 37 B§2.6: add, rename, move and remove a footer item; the shop menu follows and the version moves each time', async () => {
    let v = await version(api);
    const bumped = async () => {
      const now = await version(api);
      expect(Number(now)).toBeGreaterThan(Number(v));
      v = now;
    };
    const added = await admin(api, 'POST', '/menus/links-rodape/itens', { label: 'Trocas', link: '/pagina/trocas' });
    expect(added.statusCode, added.body).toBe(200);
    await bumped();
    const item = (await menu()).itens.at(-1)!;
    expect(item).toMatchObject({ label: 'Trocas', link: '/pagina/trocas' });
    expect(await frontMenu()).toContain('Trocas /pagina/trocas');

    await admin(api, 'PUT', `/menus/links-rodape/itens/${item.id}`, {
      label: 'Trocas e devoluções',
      link: '/pagina/trocas',
    });
    await bumped();
    expect((await frontMenu()).at(-1)).toBe('Trocas e devoluções /pagina/trocas');

    await admin(api, 'POST', `/menus/links-rodape/itens/${item.id}/posicao`, { direcao: 'subir' });
    await bumped();
    const labels = (await menu()).itens.map((i) => i.label);
    expect(labels.at(-2)).toBe('Trocas e devoluções');
    expect((await frontMenu()).at(-2)).toBe('Trocas e devoluções /pagina/trocas');

    expect((await admin(api, 'DELETE', `/menus/links-rodape/itens/${item.id}`)).statusCode).toBe(200);
    await bumped();
    expect((await menu()).itens.map((i) => i.id)).not.toContain(item.id);
    const audited = await api.db.query<{ action: string }>(
      'SELECT action FROM admin_audit WHERE target = $1 ORDER BY id',
      [`links-rodape:${item.id}`],
    );
    expect(audited.map((a) => a.action)).toEqual(['menu.incluir', 'menu.alterar', 'menu.mover', 'menu.remover']);
  });

  it('issue 37: a new category is offered for the main menu until an item links to it', async () => {
    const id = (await oneRow<{ id: number }>(api.db, 'SELECT max(id) + 1 AS id FROM categories')).id;
    await api.db.query(
      `INSERT INTO categories (id, parent_id, nivel, nome, slug, rota, taxonomia) VALUES ($1, NULL, 2, 'Balanças', 'balancas', '/balancas', 'Balanças')`,
      [id],
    );
    expect((await menu('menuPrincipal')).categoriasFora).toContainEqual({ id, nome: 'Balanças', link: '/balancas' });
    const res = await admin(api, 'POST', '/menus/menuPrincipal/itens', { label: 'Balanças', link: '/balancas' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await menu('menuPrincipal')).categoriasFora.map((c) => c.id)).not.toContain(id);
    expect(await frontMenu('menuPrincipal')).toContain('Balanças /balancas');
  });

  it('issue 37: hostile links and empty texts are refused in Portuguese; an unknown menu or item is a 404', async () => {
    for (const link of ['javascript:alert(1)', 'http://x.example', '//evil.example']) {
      const res = await admin(api, 'POST', '/menus/links-rodape/itens', { label: 'X', link });
      expect(res.statusCode, link).toBe(400);
      expect(res.json().error.fields.link).toMatch(/caminho da loja/);
    }
    const empty = await admin(api, 'POST', '/menus/links-rodape/itens', { label: '  ', link: '/x' });
    expect(empty.json().error.fields.label).toMatch(/obrigatório/);
    expect((await admin(api, 'GET', '/menus/areas-home')).statusCode).toBe(404);
    expect((await admin(api, 'DELETE', '/menus/links-rodape/itens/999999')).statusCode).toBe(404);
  });
});

describe(`institutional pages (${engine}, issue 37)`, () => {
  it('issue 37 B§2.2: a page created with hostile HTML is kept clean and served at /pagina/…; unpublished it is a 404', async () => {
    const hostile =
      '<h2>Trocas</h2><p onclick="alert(1)">Prazo de 7 dias</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
    const res = await admin(api, 'POST', '/paginas', {
      titulo: 'Trocas',
      slug: 'trocas',
      conteudo: hostile,
      ativo: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as { id: number; rota: string; conteudo: string };
    expect(page.rota).toBe('/pagina/trocas');
    for (const bad of ['<script', 'onclick', 'javascript:']) expect(page.conteudo).not.toContain(bad);
    expect(page.conteudo).toContain('<h2>Trocas</h2>');
    const served = await api.call('/v2/front/url/page?url=/pagina/trocas');
    expect(served.statusCode).toBe(200);
    expect(served.json().data.conteudo.conteudo).toContain('Prazo de 7 dias');

    const again = await admin(api, 'POST', '/paginas', { titulo: 'Outra', slug: 'trocas', conteudo: '', ativo: true });
    expect(again.statusCode).toBe(409);

    const off = await admin(api, 'PUT', `/paginas/${page.id}`, {
      titulo: 'Trocas',
      slug: 'trocas',
      conteudo: hostile,
      ativo: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await api.call('/v2/front/url/page?url=/pagina/trocas')).statusCode).toBe(404);
    const bad = await admin(api, 'POST', '/paginas', { titulo: '', slug: 'Com Espaço', conteudo: '', ativo: true });
    expect(bad.json().error.fields).toMatchObject({
      titulo: expect.stringMatching(/obrigatório/),
      slug: expect.stringMatching(/minúsculas/),
    });
  });
});
