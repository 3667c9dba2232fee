/**
 * Issue 37, decision 040: quotes as a workflow — the request kept as sent, the store's answer (stored, e-mailed,
 * printed), the status moves (allowed and refused, dated, audited), 'Avise-me' pending/notified and waiting counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  budgetAnswerSchema,
  envelope,
  inboxItemSchema,
  quoteSchema,
  quoteWorkSchema,
  waitlistSchema,
  type QuoteAnswerBody,
} from '@vitrine/contract';
import { createAdminUser } from '../src/modules/admin/keys';
import { dayAfter, storeToday } from '../src/modules/backoffice/quote-rules';
import { engine, oneRow, startTestApi, TEST_ADMIN_TOKEN, type FixedClock, type TestApi } from './harness';

let api: TestApi;
let atendimento: string;
const clock: FixedClock = { now: new Date() };
let ips = 0;
const nextIp = () => `10.37.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`;

const front = (url: string, payload: object) =>
  api.call({ method: 'POST', url: `/v2/front${url}`, remoteAddress: nextIp(), payload });
const admin = (method: 'GET' | 'POST', url: string, payload?: object, token = TEST_ADMIN_TOKEN) =>
  api.app.inject({
    method,
    url: `/v2/admin${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const work = async (url: string) => {
  const res = await admin('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(quoteWorkSchema).parse(res.json()).data;
};
const printable = async (chave: string) => {
  const res = await api.call(`/v2/front/budget/${chave}`);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(quoteSchema).parse(res.json()).data;
};
const tomorrow = () => dayAfter(storeToday(clock.now));

const budgetBody = (idProduto: number) => ({
  idProduto,
  quantidadeProduto: '3',
  contato: 'Marina A.',
  nomeRazao: 'Frio Bom Refrigeração Ltda.',
  email: 'marina@friobom.com.br',
  uf: 'SP',
  cidade: 'Campinas',
  telefone: '(19) 98765-4321',
  cpfCnpj: '12.abc.345/01de-35',
  rgIe: 'Isento',
  mensagem: 'Entrega em Campinas, por favor.',
  newsletter: true,
});

async function newQuote(): Promise<{ id: number; chave: string; productId: number; preco: number }> {
  const p = await oneRow<{ id: number; preco: number }>(
    api.db,
    `SELECT id, preco_por_cents AS preco FROM products WHERE ativo AND status = 'disponivel' AND preco_por_cents > 0
       AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = products.id) ORDER BY id LIMIT 1`,
  );
  const res = await front('/budget', budgetBody(p.id));
  expect(res.statusCode, res.body).toBe(200);
  const { idOrcamento, chave } = envelope(budgetAnswerSchema).parse(res.json()).data;
  return { id: idOrcamento, chave, productId: p.id, preco: p.preco };
}

const answer = (over: Partial<QuoteAnswerBody> = {}): QuoteAnswerBody => ({
  linhas: [{ quantidade: 3, precoUnitario: 3790 }],
  desconto: 370,
  frete: 'Frete grátis para Campinas.',
  validoAte: tomorrow(),
  mensagem: 'Condição válida para pagamento à vista.',
  ...over,
});

beforeAll(async () => {
  api = await startTestApi({ clock });
  await createAdminUser(api.db, {
    email: 'at@loja.test',
    name: 'Atende',
    password: 'senha-atende',
    role: 'atendimento',
  });
  const res = await api.app.inject({
    method: 'POST',
    url: '/v2/admin/sessao',
    remoteAddress: nextIp(),
    payload: { email: 'at@loja.test', senha: 'senha-atende' },
  });
  atendimento = res.json().data.token;
});
afterAll(() => api?.close());

describe(`the request kept as sent (${engine}, issue 37)`, () => {
  it('issue 37, T§3 Quote (print): a price change after the request leaves the printable quote at the request price', async () => {
    const q = await newQuote();
    await api.db.query(
      'UPDATE products SET preco_por_cents = preco_por_cents + 20000, nome = nome || $2 WHERE id = $1',
      [q.productId, ' (novo nome)'],
    );
    try {
      const quote = await printable(q.chave);
      expect(quote.detalhes.produto.precoProduto).toBe(q.preco / 100);
      expect(quote.detalhes.produto.nomeProduto).not.toContain('(novo nome)');
      expect(quote.detalhes.pagamento.precoTotal).toBe((q.preco * 3) / 100);
      expect(quote.detalhes.cliente).toMatchObject({
        telefone: '(19) 98765-4321',
        cidade: 'Campinas',
        mensagem: 'Entrega em Campinas, por favor.',
        rgIe: 'ISENTO',
        isento: true,
        newsletter: true,
      });
      expect(quote.detalhes.resposta).toBeNull();

      // The staff view reads the same snapshot and every field the shopper gave.
      const item = envelope(inboxItemSchema).parse((await admin('GET', `/inbox/orcamento/${q.id}`)).json()).data;
      expect(item.detalhes).toMatchObject({
        precoUnitario: q.preco / 100,
        isento: true,
        inscricaoEstadual: '',
        newsletter: true,
        telefone: '(19) 98765-4321',
        cidade: 'Campinas',
        etapa: 'novo',
      });
      expect(item.detalhes.produto).not.toContain('(novo nome)');
    } finally {
      await api.db.query(
        'UPDATE products SET preco_por_cents = preco_por_cents - 20000, nome = replace(nome, $2, $3) WHERE id = $1',
        [q.productId, ' (novo nome)', ''],
      );
    }
  });
});

describe(`the store's answer (${engine}, issue 37)`, () => {
  it('issue 37, T§3 Quote (print): stored, marked respondido, the shopper e-mailed with the answer and link, the printable page shows it', async () => {
    const q = await newQuote();
    const res = await admin('POST', `/orcamentos/orcamento/${q.id}/resposta`, answer(), atendimento);
    expect(res.statusCode, res.body).toBe(200);
    const after = envelope(quoteWorkSchema).parse(res.json()).data;
    expect(after.situacao).toBe('respondido');
    expect(after.resposta).toMatchObject({ subtotal: 11370, desconto: 370, total: 11000, expirado: false });

    const [mail] = await api.db.query<{ destinatario: string; corpo: string; assunto: string }>(
      `SELECT destinatario, corpo, assunto FROM email_outbox WHERE origem = $1`,
      [`orcamento-resposta:${q.id}`],
    );
    expect(mail!.destinatario).toBe('marina@friobom.com.br');
    expect(mail!.assunto).toContain(`nº ${q.id}`);
    expect(mail!.corpo).toMatch(/^Olá, Marina A\.\n/);
    expect(mail!.corpo).toMatch(/R\$\s3\.790,00 cada/);
    expect(mail!.corpo).toMatch(/Total: R\$\s11\.000,00/);
    expect(mail!.corpo).toContain('Frete grátis para Campinas.');
    expect(mail!.corpo).toContain(`key=${q.chave}`);

    const quote = await printable(q.chave);
    expect(quote.detalhes.resposta).toMatchObject({
      total: 11000,
      desconto: 370,
      validoAte: tomorrow(),
      linhas: [{ quantidade: 3, precoUnitario: 3790 }],
    });
    expect(quote.detalhes.pagamento.precoTotal).toBe(11000);

    const audit = await oneRow<{ actor: string; detail: { depois: { situacao: string } } }>(
      api.db,
      `SELECT actor, detail FROM admin_audit WHERE action = 'orcamento.responder' AND target = $1`,
      [`orcamento:${q.id}`],
    );
    expect(audit).toMatchObject({ actor: 'at@loja.test', detail: { depois: { situacao: 'respondido' } } });
    const item = envelope(inboxItemSchema).parse((await admin('GET', `/inbox/orcamento/${q.id}`)).json()).data;
    expect([item.status, item.detalhes.etapa]).toEqual(['respondido', 'respondido']);
  });

  it('issue 37: refused with a Portuguese message per field, and nothing stored or sent', async () => {
    const q = await newQuote();
    const refused = async (body: object, field: string) => {
      const res = await admin('POST', `/orcamentos/orcamento/${q.id}/resposta`, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields?.[field] as string;
    };
    expect(await refused(answer({ linhas: [{ quantidade: 3, precoUnitario: 0 }] }), 'linhas.0.precoUnitario')).toBe(
      'Preço unitário: maior que zero.',
    );
    expect(await refused(answer({ validoAte: storeToday(clock.now) }), 'validoAte')).toBe(
      'Validade: escolha uma data depois de hoje.',
    );
    expect(await refused(answer({ validoAte: '2026-02-30' }), 'validoAte')).toBe('Validade: data inexistente.');
    expect(await refused(answer({ desconto: 11370 }), 'desconto')).toBe('Desconto: menor que o total dos produtos.');
    expect(await refused(answer({ linhas: [] }), 'linhas')).toBe('Linhas: informe o preço de cada produto.');
    expect(await refused({ ...answer(), linhas: [answer().linhas[0], answer().linhas[0]] }, 'linhas')).toMatch(
      /cada produto do pedido/,
    );
    const stored = await api.db.query('SELECT 1 FROM quote_answers WHERE registro = $1', [q.id]);
    const sent = await api.db.query('SELECT 1 FROM email_outbox WHERE origem = $1', [`orcamento-resposta:${q.id}`]);
    expect([stored.length, sent.length]).toEqual([0, 0]);
    // Only quotes and 'Sob Consulta' requests have an answer: any other address names nothing.
    expect((await admin('POST', '/orcamentos/avaliacao/1/resposta', answer())).statusCode).toBe(404);
    expect((await admin('POST', '/orcamentos/orcamento/999999/resposta', answer())).statusCode).toBe(404);
  });

  it("issue 37: a 'Sob Consulta' request is answered with a quantity and e-mailed without a printable link", async () => {
    const p = await oneRow<{ id: number }>(api.db, `SELECT id FROM products WHERE ativo ORDER BY id DESC LIMIT 1`);
    const sent = await front('/product/budget', {
      idProduto: p.id,
      nome: 'Rui Lima',
      email: 'rui@lima.eng.br',
      contato: '11987654321',
      observacao: 'Preciso de 4 unidades.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { id } = await oneRow<{ id: number }>(api.db, 'SELECT max(id) AS id FROM product_budget_requests');
    const res = await admin('POST', `/orcamentos/sobConsulta/${id}/resposta`, {
      linhas: [{ quantidade: 4, precoUnitario: 1250.5 }],
      validoAte: tomorrow(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(quoteWorkSchema).parse(res.json()).data).toMatchObject({
      situacao: 'respondido',
      link: null,
      resposta: { total: 5002, desconto: 0 },
    });
    const { corpo } = await oneRow<{ corpo: string }>(api.db, 'SELECT corpo FROM email_outbox WHERE origem = $1', [
      `consulta-resposta:${id}`,
    ]);
    expect(corpo).toContain('4 × ');
    expect(corpo).not.toContain('imprima');
  });
});

describe(`hostile input (${engine}, issue 37)`, () => {
  it('issue 37: hostile bodies answer 400 and unknown ids 404, never 500, and store nothing', async () => {
    const q = await newQuote();
    const url = `/orcamentos/orcamento/${q.id}/resposta`;
    const hostile: unknown[] = [
      'x',
      [],
      { ...answer(), linhas: 'x' },
      { ...answer(), linhas: Array.from({ length: 21 }, () => ({ quantidade: 1, precoUnitario: 1 })) },
      { ...answer(), linhas: [{ quantidade: 1.5, precoUnitario: 1 }] },
      { ...answer(), linhas: [{ quantidade: 10_000, precoUnitario: 1 }] },
      { ...answer(), linhas: [{ quantidade: 1, precoUnitario: 1.001 }] },
      { ...answer(), linhas: [{ quantidade: 1, precoUnitario: 10_000_000.01 }] },
      { ...answer(), linhas: [{ quantidade: 1, precoUnitario: '1e400' }] },
      { ...answer(), desconto: -1 },
      { ...answer(), validoAte: '2026-13-01' },
      { ...answer(), validoAte: "2099-01-01' OR 1=1" },
      { ...answer(), frete: 'a'.repeat(501) },
      { ...answer(), mensagem: 'a\u0000b' },
    ];
    for (const body of hostile) {
      const res = await api.app.inject({
        method: 'POST',
        url: `/v2/admin${url}`,
        headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await admin('POST', `/orcamentos/orcamento/${q.id}/situacao`, { situacao: 'x' })).statusCode).toBe(400);
    for (const id of ['abc', '0', '99999999999', '999999']) {
      expect((await admin('GET', `/orcamentos/orcamento/${id}`)).statusCode, id).toBe(404);
    }
    expect(await api.db.query('SELECT 1 FROM quote_answers WHERE registro = $1', [q.id])).toEqual([]);
  });
});

describe(`statuses with dates (${engine}, issue 37)`, () => {
  it('issue 37, T§4: allowed moves are dated and audited; refused ones answer 409 and change nothing', async () => {
    const q = await newQuote();
    const move = (situacao: string) => admin('POST', `/orcamentos/orcamento/${q.id}/situacao`, { situacao });
    expect((await work(`/orcamentos/orcamento/${q.id}`)).proximas).toEqual(['emAnalise', 'recusado']);
    for (const refused of ['aceito', 'respondido', 'expirado', 'novo']) {
      const res = await move(refused);
      expect(res.statusCode, refused).toBe(409);
    }
    expect((await move('respondido')).json().error.message).toMatch(/envie a resposta/);
    expect((await move('emAnalise')).statusCode).toBe(200);
    expect((await admin('POST', `/orcamentos/orcamento/${q.id}/resposta`, answer())).statusCode).toBe(200);
    const accepted = await move('aceito');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const done = envelope(quoteWorkSchema).parse(accepted.json()).data;
    expect(done.historico.map((h) => h.situacao)).toEqual(['emAnalise', 'respondido', 'aceito']);
    expect(done.historico.every((h) => h.em === clock.now.toISOString() && h.autor === 'ADMIN_TOKEN')).toBe(true);
    expect([done.situacao, done.proximas, done.podeResponder]).toEqual(['aceito', [], false]);
    expect((await move('emAnalise')).statusCode).toBe(409);
    expect((await admin('POST', `/orcamentos/orcamento/${q.id}/resposta`, answer())).statusCode).toBe(409);
    const audits = await api.db.query<{ detail: { antes: { situacao: string }; depois: { situacao: string } } }>(
      `SELECT detail FROM admin_audit WHERE action = 'orcamento.situacao' AND target = $1 ORDER BY id`,
      [`orcamento:${q.id}`],
    );
    expect(audits.map((a) => [a.detail.antes.situacao, a.detail.depois.situacao])).toEqual([
      ['novo', 'emAnalise'],
      ['respondido', 'aceito'],
    ]);
  });

  it('issue 37: an answered quote past its validity reads as expirado (item, inbox, printable page) and may be taken up again', async () => {
    const q = await newQuote();
    expect((await admin('POST', `/orcamentos/orcamento/${q.id}/resposta`, answer())).statusCode).toBe(200);
    await api.db.query(`UPDATE quote_answers SET valido_ate = DATE '2026-01-31' WHERE registro = $1`, [q.id]);
    const expired = await work(`/orcamentos/orcamento/${q.id}`);
    expect([expired.situacao, expired.situacaoEm.slice(0, 10), expired.podeResponder]).toEqual([
      'expirado',
      '2026-02-01',
      true,
    ]);
    const item = envelope(inboxItemSchema).parse((await admin('GET', `/inbox/orcamento/${q.id}`)).json()).data;
    expect(item.detalhes.etapa).toBe('expirado');
    expect((await printable(q.chave)).detalhes.resposta?.expirado).toBe(true);
    expect((await admin('POST', `/orcamentos/orcamento/${q.id}/situacao`, { situacao: 'aceito' })).statusCode).toBe(
      409,
    );
    expect((await admin('POST', `/orcamentos/orcamento/${q.id}/situacao`, { situacao: 'emAnalise' })).statusCode).toBe(
      200,
    );
  });
});

describe(`'Avise-me' and the newsletter (${engine}, issue 37)`, () => {
  it('issue 37, T§4 notify-me: pending and notified requests, and how many wait per product', async () => {
    const p = await oneRow<{ id: number; nome: string }>(
      api.db,
      `SELECT id, nome FROM products p WHERE ativo AND status = 'disponivel'
          AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id) ORDER BY id LIMIT 1`,
    );
    await api.db.query('UPDATE products SET estoque = 0 WHERE id = $1', [p.id]);
    for (const email of ['um@x.com.br', 'dois@x.com.br']) {
      const res = await front('/product/solicitation', { idProduto: p.id, nome: 'Cliente', email });
      expect(res.statusCode, res.body).toBe(200);
    }
    const waiting = async () =>
      envelope(waitlistSchema)
        .parse((await admin('GET', '/avise-me/produtos')).json())
        .data.produtos.find((r) => r.produto === p.nome);
    expect(await waiting()).toMatchObject({ aguardando: 2, avisados: 0 });
    const { id } = await oneRow<{ id: number }>(api.db, 'SELECT max(id) AS id FROM solicitations');
    const pending = envelope(inboxItemSchema).parse((await admin('GET', `/inbox/aviseMe/${id}`)).json()).data;
    expect([pending.status, pending.detalhes.situacao, pending.detalhes.aguardando]).toEqual(['novo', 'pendente', 2]);

    await api.db.query('UPDATE products SET estoque = 5 WHERE id = $1', [p.id]);
    expect(await waiting()).toMatchObject({ aguardando: 0, avisados: 2 });
    const told = envelope(inboxItemSchema).parse((await admin('GET', `/inbox/aviseMe/${id}`)).json()).data;
    expect([told.status, told.detalhes.situacao]).toEqual(['respondido', 'avisado']);
  });

  it("issue 37, T§5 newsletter: a footer sign-up without a name keeps no name (not '.') and is greeted without one", async () => {
    const res = await front('/newsletter', { nome: '.', email: 'sem-nome@x.com.br' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await oneRow<{ nome: string }>(api.db, `SELECT nome FROM newsletter_signups WHERE email = $1`, [
      'sem-nome@x.com.br',
    ]);
    expect(row.nome).toBe('');
    const mail = await oneRow<{ corpo: string }>(api.db, `SELECT corpo FROM email_outbox WHERE destinatario = $1`, [
      'sem-nome@x.com.br',
    ]);
    expect(mail.corpo.startsWith('Olá!\n')).toBe(true);
    const item = envelope(inboxItemSchema).parse((await admin('GET', '/inbox/newsletter/sem-nome@x.com.br')).json());
    expect(item.data.nome).toBe('');
  });
});
