/** Issue 27: the back office's admin API calls — sign-in, roles, inbox, answers, moderation, newsletter, outbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createAdminUser } from '../src/modules/admin/keys';
import { catalogVersion } from '../src/modules/catalog/catalog-version';
import { engine, oneRow, startTestApi, type TestApi } from './harness';

let api: TestApi;
let gestor: string;
let atendimento: string;
let ipCount = 0;
const nextIp = () => `10.27.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;

async function signIn(email: string, senha: string, ip = nextIp()) {
  return api.app.inject({
    method: 'POST',
    url: '/v2/admin/sessao',
    remoteAddress: ip,
    payload: { email, senha },
  });
}
const admin = (token: string, options: InjectOptions) =>
  api.app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });
const get = (token: string, url: string) => admin(token, { method: 'GET', url: `/v2/admin${url}` });
const post = (token: string, url: string, payload?: object) =>
  admin(token, { method: 'POST', url: `/v2/admin${url}`, ...(payload ? { payload } : {}) });
const front = (url: string, payload: object) =>
  api.call({ method: 'POST', url: `/v2/front${url}`, remoteAddress: nextIp(), payload });
const detail = async (slug: string) =>
  (await api.call(`/v2/front/url/product/detail?url=/${slug}.html`)).json().data as {
    avaliacao: { quantidade: number };
    perguntas: { pergunta: string; resposta: string | null }[];
  };

/** The catalogue version as the storefront reads it (GET /v2/front/struct/version, decision 036). */
const frontVersion = async () => (await api.call('/v2/front/struct/version')).json().data.versao as string;

const product = () =>
  oneRow<{ id: number; slug: string }>(
    api.db,
    `SELECT id, slug FROM products WHERE ativo AND status = 'disponivel' ORDER BY id LIMIT 1`,
  );

beforeAll(async () => {
  api = await startTestApi();
  await createAdminUser(api.db, { email: 'g@loja.test', name: 'Gestora', password: 'senha-gestora', role: 'gestor' });
  await createAdminUser(api.db, {
    email: 'a@loja.test',
    name: 'Atendente',
    password: 'senha-atende',
    role: 'atendimento',
  });
  gestor = (await signIn('g@loja.test', 'senha-gestora')).json().data.token;
  atendimento = (await signIn('A@Loja.test', 'senha-atende')).json().data.token;
});
afterAll(() => api?.close());

describe(`back-office sign-in (${engine}, issue 27)`, () => {
  it('issue 27: e-mail and senha give a session token that opens the admin API; signing out ends it', async () => {
    const res = await signIn('g@loja.test', 'senha-gestora');
    expect(res.statusCode).toBe(200);
    const { token, papel, nome } = res.json().data;
    expect({ papel, nome }).toEqual({ papel: 'gestor', nome: 'Gestora' });
    expect((await get(token, '/me')).json().data).toMatchObject({ nome: 'g@loja.test', papel: 'gestor' });
    expect((await admin(token, { method: 'DELETE', url: '/v2/admin/sessao' })).statusCode).toBe(200);
    expect((await get(token, '/me')).statusCode).toBe(401);
  });

  it("issue 27: a wrong password or a shopper's account is refused (401); a shopper's session token opens nothing", async () => {
    expect((await signIn('g@loja.test', 'errada')).statusCode).toBe(401);
    expect((await signIn('cliente@vitrineinstrumentos.com.br', 'demo1234')).statusCode).toBe(401);
    const shopper = await api.call({
      method: 'POST',
      url: '/v2/front/checkout/login',
      payload: { email: 'cliente@vitrineinstrumentos.com.br', senha: 'demo1234' },
    });
    const session = shopper.headers.session as string | undefined;
    if (session) expect((await get(session, '/me')).statusCode).toBe(401);
  });

  it('decision 021 limits: 10 wrong passwords from one client refuse it (429, Retry-After); another client still signs in', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) expect((await signIn('a@loja.test', `x${i}`, ip)).statusCode).toBe(401);
    const refused = await signIn('a@loja.test', 'senha-atende', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.message).toMatch(/Muitas tentativas/);
    expect((await signIn('a@loja.test', 'senha-atende')).statusCode).toBe(200);
  });

  it('a disabled user cannot sign in and loses the sessions it had', async () => {
    const id = await createAdminUser(api.db, {
      email: 'sai@loja.test',
      name: 'Sai',
      password: 'senha-sai1',
      role: 'atendimento',
    });
    const token = (await signIn('sai@loja.test', 'senha-sai1')).json().data.token;
    expect((await post(gestor, `/usuarios/${id}/ativo`, { ativo: false })).statusCode).toBe(200);
    expect((await get(token, '/me')).statusCode).toBe(401);
    expect((await signIn('sai@loja.test', 'senha-sai1')).statusCode).toBe(401);
  });
});

describe(`roles (${engine}, issue 27)`, () => {
  it('issue 27: atendimento is refused on users, keys, catalogue, newsletter and privacy with 403; works the inbox and outbox', async () => {
    for (const [method, url, payload] of [
      ['GET', '/usuarios'],
      ['POST', '/usuarios'],
      ['POST', '/usuarios/1/chaves'],
      ['DELETE', '/chaves/1'],
      ['GET', '/newsletter'],
      ['GET', '/privacidade?email=a@b.com'],
      ['POST', '/privacidade/apagar'],
      ['GET', '/catalogo?q=alicate'],
      ['PATCH', '/stock', [{ sku: 'X-1', estoque: 1 }]],
      ['PATCH', '/prices', [{ sku: 'X-1', de: null, por: 1 }]],
      ['POST', '/import?dryRun=true', []],
    ] as const) {
      const res = await admin(atendimento, { method, url: `/v2/admin${url}`, payload: payload ?? {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.message).toMatch(/atendimento/);
    }
    for (const url of ['/inbox', '/painel', '/emails']) expect((await get(atendimento, url)).statusCode, url).toBe(200);
  });

  it('issue 34: a limited role gets its 403 on catalogue writes before its body is read (never a detailed 400)', async () => {
    for (const [method, url] of [
      ['PUT', '/products/NAO-EXISTE'],
      ['PATCH', '/stock'],
      ['PATCH', '/prices'],
      ['POST', '/import?dryRun=nao'],
    ] as const) {
      for (const payload of ['{"nome": 1, "preco": "caro"}', '{nao e json', '[{"sku": ""}]']) {
        const res = await admin(atendimento, {
          method,
          url: `/v2/admin${url}`,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${method} ${url} ${payload}`).toBe(403);
        expect(res.json().error.fields).toBeUndefined();
      }
    }
  });

  it('a gestor creates a user and issues a key shown once (only its prefix listed), then revokes it', async () => {
    const created = await post(gestor, '/usuarios', {
      email: 'Novo@Loja.test',
      nome: 'Novo',
      senha: 'uma-senha-longa',
      papel: 'atendimento',
    });
    expect(created.statusCode, created.body).toBe(200);
    const user = created.json().data;
    expect(user).toMatchObject({ email: 'novo@loja.test', papel: 'atendimento', ativo: true });
    expect(
      (await post(gestor, '/usuarios', { email: 'novo@loja.test', nome: 'x', senha: '12345678', papel: 'gestor' }))
        .statusCode,
    ).toBe(409);
    const key = (await post(gestor, `/usuarios/${user.id}/chaves`, { rotulo: 'ERP' })).json().data;
    expect((await get(key.chave, '/me')).json().data.papel).toBe('atendimento');
    const listed = (await get(gestor, '/usuarios')).json().data.usuarios.find((u: { id: number }) => u.id === user.id);
    expect(JSON.stringify(listed)).not.toContain(key.chave);
    expect(listed.chaves[0].prefixo).toBe(key.prefixo);
    expect((await admin(gestor, { method: 'DELETE', url: `/v2/admin/chaves/${key.id}` })).statusCode).toBe(200);
    expect((await get(key.chave, '/me')).statusCode).toBe(401);
    const [row] = await api.db.query<{ detail: { depois: unknown } }>(
      `SELECT detail FROM admin_audit WHERE action = 'usuario.criar' ORDER BY id DESC LIMIT 1`,
    );
    expect(JSON.stringify(row?.detail)).not.toContain('uma-senha-longa');
  });
});

describe(`hostile filters (${engine}, issue 27)`, () => {
  it('every list answers 400, never 500, to hostile filters', async () => {
    const hostile = [
      '/inbox?tipo=x',
      '/inbox?status=%00',
      '/inbox?pagina=0',
      '/inbox?pagina=9223372036854775808',
      '/inbox?pagina=abc',
      `/inbox?q=${'a'.repeat(20_000)}`,
      '/inbox?q=%00',
      '/emails?situacao=todas',
      '/emails?pagina=-1',
      '/privacidade?email=nao-e-email',
      '/privacidade?email=%00@x.com',
      '/inbox/x/1',
    ];
    for (const url of hostile) {
      const res = await get(gestor, url);
      expect([400, 404], url.slice(0, 60)).toContain(res.statusCode);
    }
    for (const url of ['/inbox/pergunta/abc', '/inbox/pergunta/99999999999', '/inbox/pergunta/0']) {
      expect((await get(gestor, url)).statusCode, url).toBe(404);
    }
    const wild = await get(gestor, `/inbox?q=${encodeURIComponent("%_' OR 1=1 --\\")}`);
    expect(wild.statusCode).toBe(200);
    expect(wild.json().data.total).toBe(0);
  });
});

describe(`inbox, answers and moderation (${engine}, issue 27)`, () => {
  it('issue 27: a question appears newest first, is answered and published (product page, e-mail, catalogue version)', async () => {
    const p = await product();
    expect(
      (await front('/question', { idNivel: p.id, nome: 'Rui', email: 'rui@lima.eng.br', pergunta: 'Mede -40 °C?' }))
        .statusCode,
    ).toBe(200);
    const list = (await get(atendimento, '/inbox?tipo=pergunta&q=-40')).json().data;
    expect(list.itens[0]).toMatchObject({ tipo: 'pergunta', status: 'novo', nome: 'Rui', mensagem: 'Mede -40 °C?' });
    const id = list.itens[0].id;
    const all = (await get(atendimento, '/inbox')).json().data.itens;
    expect(all[0].id).toBe(id);
    // Not yet answered: it cannot be marked answered by hand.
    expect((await post(atendimento, `/inbox/pergunta/${id}/status`, { status: 'respondido' })).statusCode).toBe(409);
    const version = await catalogVersion(api.db);
    const answered = await post(atendimento, `/perguntas/${id}/resposta`, { resposta: 'Sim, até -50 °C.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toMatchObject({
      status: 'respondido',
      detalhes: { resposta: 'Sim, até -50 °C.', publicado: true },
    });
    expect(await catalogVersion(api.db)).not.toBe(version);
    expect((await detail(p.slug)).perguntas).toContainEqual(
      expect.objectContaining({ pergunta: 'Mede -40 °C?', resposta: 'Sim, até -50 °C.' }),
    );
    const [mail] = await api.db.query<{ destinatario: string; corpo: string }>(
      `SELECT destinatario, corpo FROM email_outbox WHERE origem = $1`,
      [`resposta:${id}`],
    );
    expect(mail?.destinatario).toBe('rui@lima.eng.br');
    expect(mail?.corpo).toContain('Sim, até -50 °C.');
    const [trail] = await api.db.query<{ actor: string; detail: { antes: { publicado: boolean } } }>(
      `SELECT actor, detail FROM admin_audit WHERE action = 'pergunta.responder' AND target = $1`,
      [`pergunta:${id}`],
    );
    expect(trail).toMatchObject({ actor: 'a@loja.test', detail: { antes: { publicado: false } } });
  });

  it('issue 27: a review approved counts at once in the product summary; a rejected one never shows', async () => {
    const p = await product();
    const before = (await detail(p.slug)).avaliacao.quantidade;
    for (const nome of ['Aprovada', 'Rejeitada']) {
      await front('/evaluations/product', {
        idProduto: p.id,
        nome,
        email: 'r@x.com.br',
        nota: 5,
        comentario: 'Ótimo.',
        recomenda: true,
      });
    }
    const items = (await get(gestor, '/inbox?tipo=avaliacao&status=novo')).json().data.itens;
    const find = (nome: string) => items.find((i: { nome: string }) => i.nome === nome).id;
    expect(
      (await post(gestor, `/inbox/avaliacao/${find('Rejeitada')}/moderacao`, { decisao: 'rejeitar' })).json().data,
    ).toMatchObject({
      status: 'arquivado',
      detalhes: { moderacao: 'rejeitado' },
    });
    expect((await detail(p.slug)).avaliacao.quantidade).toBe(before);
    const version = await frontVersion();
    await post(gestor, `/inbox/avaliacao/${find('Aprovada')}/moderacao`, { decisao: 'aprovar' });
    expect((await detail(p.slug)).avaliacao.quantidade).toBe(before + 1);
    // Every storefront process drops its shared answers on its next request (decision 036).
    expect(await frontVersion()).not.toBe(version);
    expect((await post(gestor, '/inbox/orcamento/1/moderacao', { decisao: 'aprovar' })).statusCode).toBe(400);
  });

  it('issue 27: a store rating approved becomes a home testimonial', async () => {
    await api.db.query(
      `INSERT INTO store_rating_keys (chave, user_id, pedido, expira_em) VALUES ('bo-${engine}', 1, 'PED-BO', now() + interval '1 day')`,
    );
    await front(`/evaluations/store/add/bo-${engine}`, {
      experiencia: 10,
      atendimento: 9,
      satisfacao: true,
      mensagem: 'Atendimento excelente do back office.',
      autorizacao: true,
    });
    const item = (await get(gestor, '/inbox?tipo=avaliacaoLoja&q=back%20office')).json().data.itens[0];
    const shown = async () =>
      JSON.stringify((await api.call('/v2/front/evaluations/store?offset=0&limit=50')).json()).includes('back office');
    expect(await shown()).toBe(false);
    // The shopper's unpublished rating moved nothing; the approval moves the version the storefront reads.
    const version = await frontVersion();
    expect(version).toBe(await catalogVersion(api.db));
    await post(gestor, `/inbox/avaliacaoLoja/${item.id}/moderacao`, { decisao: 'aprovar' });
    expect(await shown()).toBe(true);
    expect(BigInt(await frontVersion())).toBeGreaterThan(BigInt(version));
  });
});
