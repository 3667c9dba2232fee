/** Issue 27: the back office's newsletter (CSV, unsubscribe links), privacy requests (LGPD) and e-mail outbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser } from '../src/modules/admin/keys';
import { engine, startTestApi, type TestApi } from './harness';

let api: TestApi;
let gestor: string;
let ipCount = 0;
const nextIp = () => `10.28.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;
const auth = () => ({ authorization: `Bearer ${gestor}` });
const get = (url: string) => api.app.inject({ method: 'GET', url: `/v2/admin${url}`, headers: auth() });
const post = (url: string, payload?: object) =>
  api.app.inject({ method: 'POST', url: `/v2/admin${url}`, headers: auth(), ...(payload ? { payload } : {}) });
const front = (url: string, payload: object) =>
  api.call({ method: 'POST', url: `/v2/front${url}`, remoteAddress: nextIp(), payload });

beforeAll(async () => {
  api = await startTestApi();
  await createAdminUser(api.db, { email: 'g@loja.test', name: 'Gestora', password: 'senha-gestora', role: 'gestor' });
  const res = await api.app.inject({
    method: 'POST',
    url: '/v2/admin/sessao',
    payload: { email: 'g@loja.test', senha: 'senha-gestora' },
  });
  gestor = res.json().data.token;
});
afterAll(() => api?.close());

describe(`newsletter (${engine}, issue 27)`, () => {
  it('issue 27 / T§9: the welcome e-mail carries a signed unsubscribe link and List-Unsubscribe; it works at once', async () => {
    await front('/newsletter', { nome: 'Lia', email: 'lia@exemplo.com.br' });
    const csv = async () => (await get('/newsletter')).body;
    const exported = await get('/newsletter');
    expect(exported.headers['content-type']).toMatch(/text\/csv/);
    expect(await csv()).toContain('lia@exemplo.com.br;Lia;');
    const [mail] = await api.db.query<{ corpo: string; cabecalhos: Record<string, string> }>(
      `SELECT corpo, cabecalhos FROM email_outbox WHERE origem = 'newsletter:lia@exemplo.com.br'`,
    );
    const token = /\/newsletter\/descadastrar\?t=([\w.-]+)/.exec(mail!.corpo)?.[1];
    expect(token).toBeDefined();
    expect(mail!.cabecalhos['List-Unsubscribe']).toContain(`/newsletter/descadastrar?t=${token}`);
    expect(mail!.cabecalhos['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // A forged or malformed token changes nothing (400).
    const forged = `${Buffer.from('outra@exemplo.com.br').toString('base64url')}.${token!.split('.')[1]}`;
    for (const bad of [forged, 'x', `${token}x`, '\u0000']) {
      expect((await front('/newsletter/unsubscribe', { token: bad })).statusCode, bad).toBe(400);
    }
    const res = await front('/newsletter/unsubscribe', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ email: 'lia@exemplo.com.br' });
    expect(await csv()).not.toContain('lia@exemplo.com.br');
    // Signing up again subscribes again.
    await front('/newsletter', { nome: 'Lia', email: 'lia@exemplo.com.br' });
    expect(await csv()).toContain('lia@exemplo.com.br');
  });

  it('the CSV neutralizes formulas', async () => {
    await front('/newsletter', { nome: '=HYPERLINK("http://x")', email: 'formula@exemplo.com.br' });
    expect((await get('/newsletter')).body).toContain(`formula@exemplo.com.br;"'=HYPERLINK(""http://x"")"`);
  });

  it('a status and a note are kept, filtered by status, and audited before → after', async () => {
    const item = (await get('/inbox?tipo=newsletter&q=formula')).json().data.itens[0];
    const res = await post(`/inbox/newsletter/${encodeURIComponent(item.id)}/status`, {
      status: 'emAtendimento',
      nota: 'Ligar amanhã',
    });
    expect(res.json().data).toMatchObject({ status: 'emAtendimento', nota: 'Ligar amanhã' });
    const filtered = (await get('/inbox?status=emAtendimento')).json().data.itens;
    expect(filtered.map((i: { id: string }) => i.id)).toContain(item.id);
    const [row] = await api.db.query<{ detail: unknown }>(
      `SELECT detail FROM admin_audit WHERE action = 'inbox.status' ORDER BY id DESC LIMIT 1`,
    );
    expect(row?.detail).toMatchObject({ antes: { status: 'novo' }, depois: { status: 'emAtendimento' } });
  });
});

describe(`privacy requests (${engine}, issue 27, LGPD)`, () => {
  it('issue 27: every record about one e-mail is found, exported and erased; the store keeps its numbers', async () => {
    const email = 'titular@exemplo.com.br';
    const [p] = await api.db.query<{ id: number }>(`SELECT id FROM products WHERE ativo ORDER BY id LIMIT 1`);
    await front('/question', { idNivel: p!.id, nome: 'Titular', email, pergunta: 'Tem garantia?' });
    await front('/evaluations/product', {
      idProduto: p!.id,
      nome: 'Titular',
      email: email.toUpperCase(),
      nota: 4,
      comentario: 'Bom.',
      recomenda: true,
    });
    await front('/newsletter', { nome: 'Titular', email });
    const found = (await get(`/privacidade?email=${email}`)).json().data;
    const tables = new Set(found.registros.map((r: { tabela: string }) => r.tabela));
    expect([...tables].sort()).toEqual(['email_outbox', 'newsletter_signups', 'questions', 'reviews']);
    expect(JSON.stringify(found)).toContain('Tem garantia?');

    const reviewsBefore = (await api.db.query(`SELECT 1 FROM reviews`)).length;
    const erased = await post('/privacidade/apagar', { email });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data.apagados).toMatchObject({ questions: 1, reviews: 1, newsletter_signups: 1 });
    expect((await get(`/privacidade?email=${email}`)).json().data.registros).toEqual([]);
    // The rows are kept (the review's grade counts), their texts erased and unpublished (issue 34).
    expect((await api.db.query(`SELECT 1 FROM reviews`)).length).toBe(reviewsBefore);
    expect(await api.db.query(`SELECT 1 FROM questions WHERE pergunta = 'Tem garantia?'`)).toEqual([]);
    const [q] = await api.db.query<{ nome: string; email: string; pergunta: string; publicado: boolean }>(
      `SELECT nome, email, pergunta, publicado FROM questions WHERE pergunta LIKE '[apagado%' ORDER BY id DESC LIMIT 1`,
    );
    expect(q).toEqual({ nome: 'Anônimo', email: '', pergunta: '[apagado a pedido do titular]', publicado: false });
    const [trail] = await api.db.query<{ target: string; rows: number }>(
      `SELECT target, rows FROM admin_audit WHERE action = 'lgpd.apagar'`,
    );
    expect(trail?.target).not.toContain(email);
    expect(trail?.rows).toBeGreaterThan(2);
  });
});

describe(`e-mail outbox (${engine}, issue 27)`, () => {
  it('issue 27: queued, sent and failed e-mails with the last error; one or all failed retried', async () => {
    await api.db.query(
      `INSERT INTO email_outbox (destinatario, assunto, corpo, origem, tentativas, ultimo_erro, proximo_envio_em)
       VALUES ('x@exemplo.com.br', 'Falhou 1', 'c', 't', 30, 'connect ECONNREFUSED', now() + interval '1 hour'),
              ('y@exemplo.com.br', 'Falhou 2', 'c', 't', 30, 'timeout', now() + interval '1 hour')`,
    );
    const page = (await get('/emails?situacao=falhou')).json().data;
    expect(page.smtpConfigurado).toBe(false);
    expect(page.emails.map((e: { ultimoErro: string }) => e.ultimoErro)).toEqual(['timeout', 'connect ECONNREFUSED']);
    expect(page.contagem.falhou).toBe(2);
    const first = page.emails[0].id;
    expect((await post(`/emails/${first}/reenviar`)).json().data).toEqual({ reenviados: 1 });
    expect((await post(`/emails/${first}/reenviar`)).statusCode).toBe(404);
    const [row] = await api.db.query<{ tentativas: number }>('SELECT tentativas FROM email_outbox WHERE id = $1', [
      first,
    ]);
    expect(row?.tentativas).toBe(0);
    expect((await post('/emails/reenviar')).json().data).toEqual({ reenviados: 1 });
    const dash = (await get('/painel')).json().data;
    expect(dash.emails).toMatchObject({ smtpConfigurado: false, falhas: 0 });
    expect(dash.emails.aguardando).toBeGreaterThan(0);
  });

  it('issue 33: a row queued by an event is listed as it will be sent; an LGPD erase removes its data', async () => {
    const email = 'evento@exemplo.com.br';
    const dados = { nome: 'Eva', item: 'Vacuômetro Digital', atributo: null, tipo: 'produto', slug: 'vacuometro' };
    await api.db.query(
      `INSERT INTO email_outbox (destinatario, modelo, dados, origem) VALUES ($1, 'aviseme-chegou', $2, 'teste-evento')`,
      [email, JSON.stringify(dados)],
    );
    const listed = (await get('/emails?situacao=aguardando'))
      .json()
      .data.emails.find((e: { destinatario: string }) => e.destinatario === email);
    expect(listed.assunto).toBe('Chegou: Vacuômetro Digital');
    expect(listed.corpo).toContain('Olá, Eva.');
    expect(listed.corpo).toContain('/vacuometro.html');

    expect(JSON.stringify((await get(`/privacidade?email=${email}`)).json().data)).toContain('Eva');
    expect((await post('/privacidade/apagar', { email })).statusCode).toBe(200);
    const [row] = await api.db.query<{ modelo: string | null; dados: unknown; enviado_em: Date | null }>(
      `SELECT modelo, dados, enviado_em FROM email_outbox WHERE origem = 'teste-evento'`,
    );
    expect(row).toMatchObject({ modelo: null, dados: null });
    expect(row?.enviado_em).not.toBeNull();
  });
});
