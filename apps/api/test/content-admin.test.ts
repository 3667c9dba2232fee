/**
 * Issue 37, point 3: banners per slot with dates and an uploaded picture, the home pop-up and the e-mails' texts
 * edited through the admin API — validation in Portuguese, audit rows, the catalogue version bumped, the shop serving
 * only banners inside their dates, the pop-up from its fields, the e-mails with the store's words and one greeting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser } from '../src/modules/admin/keys';
import { backInStockMail, greeting } from '../src/modules/forms/emails';
import { loadStoreInfo } from '../src/modules/forms/store-info';
import { admin, version } from './admin-helpers';
import { engine, oneRow, startTestApi, type TestApi } from './harness';
import { cameraJpeg, multipartBody } from './photo-files';

let api: TestApi;
let catalogo: string;

/** A moment of the store's clock (UTC−3) as a datetime-local field sends it, `days` from now. */
const local = (days: number) => new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 16);

beforeAll(async () => {
  api = await startTestApi();
  await createAdminUser(api.db, {
    email: 'cat@loja.test',
    name: 'Catálogo',
    password: 'senha-catalogo',
    role: 'catalogo',
  });
  const res = await api.app.inject({
    method: 'POST',
    url: '/v2/admin/sessao',
    remoteAddress: '10.37.3.1',
    payload: { email: 'cat@loja.test', senha: 'senha-catalogo' },
  });
  catalogo = res.json().data.token as string;
});
afterAll(() => api?.close());

async function upload(): Promise<string> {
  const body = multipartBody([{ name: 'banner.jpg', type: 'image/jpeg', data: await cameraJpeg(1600, 500) }]);
  const sent = await admin(api, 'POST', '/imagens', body.payload, body.headers);
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().data.imagens[0].url as string;
}

const banner = (over: Record<string, unknown> = {}) => ({
  slot: 'meio-home',
  titulo: 'Semana do frio',
  subtitulo: 'Data loggers com 10% de desconto',
  alt: 'Data loggers com 10% de desconto',
  link: '/data-loggers',
  imagem: '',
  dataInicial: local(-1),
  dataFinal: local(5),
  posicao: 0,
  ativo: true,
  ...over,
});

const shopIds = async (slot: string) =>
  ((await api.call(`/v2/front/showcase/banners/${slot}?limit=20`)).json().data.banners as { id: number }[]).map(
    (b) => b.id,
  );

describe(`banners (${engine}, issue 37)`, () => {
  it('issue 37 B§7: a banner created with an uploaded picture reaches its slot with desktop and phone sizes, audited, with a new catalogue version', async () => {
    const imagem = await upload();
    const before = await version(api);
    const res = await admin(api, 'POST', '/banners', banner({ imagem }));
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data as { id: number; imagem: string; imagemMobile: string; noAr: boolean };
    expect(created.noAr).toBe(true);
    expect(created.imagem).toMatch(/^\/media\/fotos\/[0-9a-f]{64}\/1920$/);
    expect(created.imagemMobile).toMatch(/^\/media\/fotos\/[0-9a-f]{64}\/800$/);
    expect(Number(await version(api))).toBeGreaterThan(Number(before));
    const shop = (await api.call('/v2/front/showcase/banners/meio-home?limit=20')).json().data.banners as {
      id: number;
      nome: string;
      alt: string;
      dimensoes: { desktop: { imagem: string; link: string }; mobile: { imagem: string } };
    }[];
    const mine = shop.find((b) => b.id === created.id);
    expect(mine).toMatchObject({ nome: 'Semana do frio', alt: 'Data loggers com 10% de desconto' });
    expect(mine!.dimensoes.desktop.link).toBe('/data-loggers');
    expect(mine!.dimensoes.mobile.imagem).toBe(created.imagemMobile);
    // The phone size is served from the upload.
    const phone = await api.app.inject({ method: 'GET', url: `${created.imagemMobile}.jpg` });
    expect(phone.statusCode).toBe(200);
    expect(phone.headers['content-type']).toBe('image/jpeg');
    const audit = await oneRow<{ action: string }>(
      api.db,
      'SELECT action FROM admin_audit WHERE target = $1 ORDER BY id DESC LIMIT 1',
      [`banner:${created.id}`],
    );
    expect(audit.action).toBe('banner.criar');
  });

  it('issue 37: the shop serves a banner only inside its dates and while active (future, past, inactive left out)', async () => {
    const imagem = await upload();
    const ids: Record<string, number> = {};
    for (const [name, over] of [
      ['now', { dataInicial: local(-2), dataFinal: '' }],
      ['future', { dataInicial: local(3), dataFinal: local(6) }],
      ['past', { dataInicial: local(-6), dataFinal: local(-1) }],
      ['off', { dataInicial: local(-2), dataFinal: local(2), ativo: false }],
    ] as const) {
      const res = await admin(api, 'POST', '/banners', banner({ imagem, slot: 'banner_grid_square', ...over }));
      expect(res.statusCode, res.body).toBe(200);
      ids[name] = res.json().data.id as number;
    }
    const shown = await shopIds('banner_grid_square');
    expect(shown).toContain(ids.now);
    expect(shown).not.toContain(ids.future);
    expect(shown).not.toContain(ids.past);
    expect(shown).not.toContain(ids.off);
    // Moving the future one's start to yesterday puts it in the shop; the list says which are live.
    const saved = await admin(
      api,
      'PUT',
      `/banners/${ids.future}`,
      banner({ slot: 'banner_grid_square', dataInicial: local(-1) }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.imagem).toMatch(/^\/media\/fotos\//); // an empty picture keeps the current one
    expect(await shopIds('banner_grid_square')).toContain(ids.future);
    const list = (await admin(api, 'GET', '/banners')).json().data.banners as { id: number; noAr: boolean }[];
    expect(list.find((b) => b.id === ids.past)?.noAr).toBe(false);
    expect(list.find((b) => b.id === ids.future)?.noAr).toBe(true);
    // Removed: gone from the shop, audited.
    const removed = await admin(api, 'DELETE', `/banners/${ids.now}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await shopIds('banner_grid_square')).not.toContain(ids.now);
    expect((await admin(api, 'DELETE', `/banners/${ids.now}`)).statusCode).toBe(404);
  });

  it('issue 37: bad input is a 400 naming the field in Portuguese; a picture the store does not have is refused', async () => {
    const noImage = await admin(api, 'POST', '/banners', banner());
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().error.fields.imagem).toMatch(/Envie a imagem/);
    const bad = await admin(
      api,
      'POST',
      '/banners',
      banner({ slot: 'nenhum', titulo: '', link: '//fora.com', dataInicial: 'ontem', imagem: 'http://x/y.png' }),
    );
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.fields as Record<string, string>;
    expect(fields.slot).toMatch(/^Espaço/);
    expect(fields.titulo).toBe('Título: obrigatório.');
    expect(fields.link).toMatch(/^Link: use um caminho da loja/);
    expect(fields.dataInicial).toMatch(/^Início: informe data e hora/);
    expect(fields.imagem).toMatch(/^Imagem:/);
    const unknown = await admin(
      api,
      'POST',
      '/banners',
      banner({ imagem: `/media/fotos/${'a'.repeat(64)}/{tamanho}` }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.imagem).toMatch(/envie de novo/);
    const backwards = await admin(api, 'POST', '/banners', banner({ imagem: await upload(), dataFinal: local(-3) }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.dataFinal).toBe('Fim: depois do início.');
  });

  it('issue 37: a catalogue clerk may upload photos but not touch banners (403 in Portuguese)', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/v2/admin/banners',
      headers: { authorization: `Bearer ${catalogo}` },
      payload: banner({ imagem: await upload() }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/não dá acesso a esta área: Loja e conteúdo/);
    const body = multipartBody([{ name: 'p.jpg', type: 'image/jpeg', data: await cameraJpeg(300, 200) }]);
    const photo = await api.app.inject({
      method: 'POST',
      url: '/v2/admin/imagens',
      headers: { ...body.headers, authorization: `Bearer ${catalogo}` },
      payload: body.payload,
    });
    expect(photo.statusCode, photo.body).toBe(200);
  });
});

describe(`home pop-up (${engine}, issue 37)`, () => {
  const popup = (over: Record<string, unknown> = {}) => ({
    ativo: true,
    titulo: 'Frete grátis <hoje>',
    texto: 'Cadastre-se e ganhe frete grátis.\n\nVale para todo o Brasil.',
    imagem: '',
    semImagem: false,
    cupom: 'FRETE10',
    dataInicial: '',
    dataFinal: '',
    ...over,
  });
  const homePopup = async () =>
    (await api.call('/v2/front/url/home')).json().data.conteudo.popup as { conteudo: string } | null;

  it('issue 37 T§7: the seeded pop-up is served from its fields; a saved one reaches url/home and struct/popup/home escaped, its coupon goes in the pop-up e-mail', async () => {
    const seeded = (await admin(api, 'GET', '/popup')).json().data;
    expect(seeded).toMatchObject({
      ativo: true,
      titulo: 'Ganhe 3% de desconto na primeira compra',
      cupom: 'PRIMEIRACOMPRA',
    });
    const before = await version(api);
    const res = await admin(api, 'PUT', '/popup', popup({ imagem: await upload() }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ noAr: true, cupom: 'FRETE10' });
    expect(Number(await version(api))).toBeGreaterThan(Number(before));
    const html = (await homePopup())!.conteudo;
    expect(html).toContain('<h2>Frete grátis &lt;hoje&gt;</h2>');
    expect(html).toContain('<p>Vale para todo o Brasil.</p>');
    expect(html).toContain('<strong>FRETE10</strong>');
    expect(html).toMatch(/<img src="\/media\/fotos\/[0-9a-f]{64}\/640"/);
    expect((await api.call('/v2/front/struct/popup/home')).json().data.conteudo).toBe(html);
    expect((await loadStoreInfo(api.db, null)).cupom).toBe('FRETE10');
    // Without the picture.
    await admin(api, 'PUT', '/popup', popup({ semImagem: true }));
    expect((await homePopup())!.conteudo).not.toContain('<img');
  });

  it('issue 37: the pop-up is served only inside its dates and while active; bad input is a 400 in Portuguese', async () => {
    expect((await admin(api, 'PUT', '/popup', popup({ dataInicial: local(2) }))).statusCode).toBe(200);
    expect(await homePopup()).toBeNull();
    expect((await api.call('/v2/front/struct/popup/home')).statusCode).toBe(404);
    await admin(api, 'PUT', '/popup', popup({ dataInicial: local(-2), dataFinal: local(-1) }));
    expect(await homePopup()).toBeNull();
    await admin(api, 'PUT', '/popup', popup({ ativo: false }));
    expect(await homePopup()).toBeNull();
    await admin(api, 'PUT', '/popup', popup({ dataInicial: local(-2), dataFinal: local(2) }));
    expect((await homePopup())?.conteudo).toContain('FRETE10');
    const bad = await admin(api, 'PUT', '/popup', popup({ titulo: '', cupom: 'com espaço', dataFinal: 'amanhã' }));
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.fields as Record<string, string>;
    expect(fields.titulo).toBe('Título: obrigatório.');
    expect(fields.cupom).toMatch(/^Cupom: só letras/);
    expect(fields.dataFinal).toMatch(/^Fim: informe data e hora/);
  });
});

describe(`e-mail texts (${engine}, issue 37)`, () => {
  it('issue 37: each e-mail lists its placeholders, default text and a preview; a saved text goes out in the next e-mail, and restoring the default brings the built-in back', async () => {
    const list = (await admin(api, 'GET', '/emails-textos')).json().data.emails as {
      chave: string;
      assunto: string;
      marcadores: { nome: string }[];
      padrao: { assunto: string };
      previa: { assunto: string; corpo: string; html: string };
    }[];
    const welcome = list.find((e) => e.chave === 'newsletter-boas-vindas')!;
    expect(welcome.assunto).toBe('');
    expect(welcome.marcadores.map((m) => m.nome)).toEqual(['loja', 'nome']);
    expect(welcome.previa.corpo).toMatch(/^Olá, Marina A\.\n/);
    expect(welcome.previa.html).toContain('<!doctype html>');

    const saved = await admin(api, 'PUT', '/emails-textos/newsletter-boas-vindas', {
      assunto: 'Bem-vinda à {loja}, {nome}!',
      introducao: 'Obrigado por assinar: toda semana uma oferta da {loja}.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.previa.assunto).toMatch(/^Bem-vinda à .+, Marina A\.!$/);
    const signUp = await api.call({
      method: 'POST',
      url: '/v2/front/newsletter',
      payload: { nome: 'Ana Souza', email: 'ana.textos@exemplo.com.br' },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const mail = await oneRow<{ assunto: string; corpo: string }>(
      api.db,
      "SELECT assunto, corpo FROM email_outbox WHERE destinatario = 'ana.textos@exemplo.com.br'",
    );
    const store = await loadStoreInfo(api.db, null);
    expect(mail.assunto).toBe(`Bem-vinda à ${store.nomeSite}, Ana Souza!`);
    expect(mail.corpo).toContain(
      `Olá, Ana Souza.\n\nObrigado por assinar: toda semana uma oferta da ${store.nomeSite}.`,
    );
    const audit = await oneRow<{ action: string }>(
      api.db,
      "SELECT action FROM admin_audit WHERE target = 'email-texto:newsletter-boas-vindas' ORDER BY id DESC LIMIT 1",
    );
    expect(audit.action).toBe('email-texto.salvar');

    // Restore the default: both fields empty.
    const restored = await admin(api, 'PUT', '/emails-textos/newsletter-boas-vindas', { assunto: '', introducao: '' });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.previa.assunto).toBe(`Cadastro confirmado – ${store.nomeSite}`);
    expect(await api.db.query("SELECT 1 FROM email_texts WHERE chave = 'newsletter-boas-vindas'")).toHaveLength(0);
  });

  it('issue 37: an unknown placeholder is refused in Portuguese, naming it and the allowed ones; the preview does not save', async () => {
    const bad = await admin(api, 'PUT', '/emails-textos/aviseme-chegou', {
      assunto: 'Chegou {produto} para {cliente}',
      introducao: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.assunto).toBe(
      'Assunto: o marcador {cliente} não existe neste e-mail. Use {loja}, {nome}, {produto}, {variacao}.',
    );
    expect((await admin(api, 'PUT', '/emails-textos/nenhum', { assunto: '', introducao: '' })).statusCode).toBe(404);
    const preview = await admin(api, 'POST', '/emails-textos/aviseme-chegou/previa', {
      assunto: 'Voltou: {produto}',
      introducao: 'Boa notícia: {produto}{variacao} chegou.',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.assunto).toBe('Voltou: Termômetro Digital TD-100');
    expect(preview.json().data.corpo).toContain('Boa notícia: Termômetro Digital TD-100 (110 V) chegou.');
    expect(await api.db.query("SELECT 1 FROM email_texts WHERE chave = 'aviseme-chegou'")).toHaveLength(0);
  });

  it('issue 37: the back-in-stock greeting never doubles a dot — one greeting rule for every e-mail', async () => {
    const store = await loadStoreInfo(api.db, null);
    const mail = backInStockMail(store, {
      nome: 'Marina A.',
      item: 'Bomba',
      atributo: null,
      tipo: 'produto',
      slug: 'bomba',
    });
    expect(mail.corpo).toMatch(/^Olá, Marina A\.\n/);
    expect(greeting('Marina A..')).toBe('Olá, Marina A.');
    expect(greeting('Ana')).toBe('Olá, Ana.');
    expect(greeting(' . ')).toBe('Olá!');
  });
});
