import type { Db } from '@vitrine/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneRow } from '../../api/test/harness';
import { startBuiltStore } from './built-store';

/**
 * Issue 37 (decision 040) on the whole store, as a browser without JavaScript posts: a quote answered from the back
 * office's item page (refused fields beside themselves, then saved), the printable page showing the answer, and the
 * newsletter file refused to an atendimento user as an HTML page.
 */

const HOST = 'loja.test';
const GESTOR = { email: 'gestor@vitrineinstrumentos.com.br', senha: 'demo1234' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('quotes answered from the back office without JavaScript (issue 37)', () => {
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;
  let cookie: string;

  const post = (url: string, body: Record<string, string>, extra: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: HOST, origin: `http://${HOST}`, ...FORM, cookie, ...extra },
      payload: new URLSearchParams(body).toString(),
    });
  const signIn = async (who: { email: string; senha: string }) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/admin/entrar',
      headers: { host: HOST, origin: `http://${HOST}`, ...FORM },
      payload: new URLSearchParams(who).toString(),
    });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(302);
    const all = [answer.headers['set-cookie'] ?? []].flat();
    return (all.find((c) => c.startsWith('vitrine_admin=')) ?? '').split(';')[0] ?? '';
  };

  beforeAll(async () => {
    ({ app, db, drop } = await startBuiltStore());
    cookie = await signIn(GESTOR);
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('issue 37: a refused answer keeps each message beside its field; a good one is saved, e-mailed and printed', async () => {
    const product = await oneRow<{ id: number; preco: number }>(
      db,
      `SELECT id, preco_por_cents AS preco FROM products WHERE ativo AND status = 'disponivel' ORDER BY id LIMIT 1`,
    );
    const { id, chave } = await oneRow<{ id: number; chave: string }>(
      db,
      `INSERT INTO budgets (chave, product_id, preco_produto_cents, quantidade_produto, nome_razao, email, uf, cidade,
                            contato, telefone, cpf_cnpj, rg_ie, mensagem, newsletter, produto_nome, produto_sku)
       VALUES ('chaveDeTesteDoOrcamento0001', $1, $2, 2, 'Loja Teste', 'cliente@exemplo.com.br', 'SP', 'Campinas',
               'Cliente Teste', '(19) 98765-4321', '11.222.333/0001-81', 'ISENTO', 'Entregar em Campinas.', true,
               'Produto como pedido', 'SKU-PEDIDO')
       RETURNING id, chave`,
      [product.id, product.preco],
    );
    const url = `/admin/caixa/orcamento/${id}`;
    const page = await app.inject({ method: 'GET', url, headers: { host: HOST, cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pedido como enviado');
    expect(page.body).toContain('Produto como pedido');
    expect(page.body).toContain('Isento de inscrição estadual');

    const refused = await post(url, {
      intent: 'responder-orcamento',
      'linhas[0].quantidade': '2',
      'linhas[0].precoUnitario': '0',
      desconto: 'muito',
      frete: '',
      validoAte: '2020-01-01',
      mensagem: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Preço unitário: maior que zero.');
    expect(refused.body).toContain('Desconto: use 1.234,56 ou 1234.56.');
    const discount = refused.body.match(/<input[^>]*name="desconto"[^>]*>/)?.[0] ?? '';
    expect(discount).toContain('aria-invalid="true"');
    expect(discount).toContain('value="muito"');

    const past = await post(url, {
      intent: 'responder-orcamento',
      'linhas[0].quantidade': '2',
      'linhas[0].precoUnitario': '1.500,00',
      desconto: '',
      frete: 'Retirada na loja',
      validoAte: '2020-01-01',
      mensagem: '',
    });
    expect(past.statusCode).toBe(200);
    expect(past.body).toContain('Validade: escolha uma data depois de hoje.');

    const saved = await post(url, {
      intent: 'responder-orcamento',
      'linhas[0].quantidade': '2',
      'linhas[0].precoUnitario': '1.500,00',
      desconto: '100,00',
      frete: 'Retirada na loja',
      validoAte: '2099-12-31',
      mensagem: 'Aguardamos seu pedido.',
    });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    expect(saved.body).toContain('Resposta salva e enviada ao cliente por e-mail.');
    const text = (html: string) => html.replaceAll('<!-- -->', '');
    expect(text(saved.body)).toContain('Situação: Respondido desde');
    const mail = await oneRow<{ destinatario: string }>(db, 'SELECT destinatario FROM email_outbox WHERE origem = $1', [
      `orcamento-resposta:${id}`,
    ]);
    expect(mail.destinatario).toBe('cliente@exemplo.com.br');

    const printed = await app.inject({ method: 'GET', url: `/orcamento/${chave}/imprimir`, headers: { host: HOST } });
    expect(printed.statusCode).toBe(200);
    expect(printed.body).toContain('Resposta da loja');
    expect(printed.body).toContain('31/12/2099');
    expect(printed.body).toMatch(/R\$\s2\.900,00/);
    expect(printed.body).toContain('(19) 98765-4321');
    expect(printed.body).toContain('Entregar em Campinas.');

    const accepted = await post(url, { intent: 'situacao', situacao: 'aceito' });
    expect(accepted.statusCode).toBe(200);
    expect(text(accepted.body)).toContain('Situação: Aceito desde');
    const again = await post(url, { intent: 'situacao', situacao: 'emAnalise' });
    expect(again.body).toContain('Um orçamento aceito não pode passar a em análise.');
  });

  it('issue 37: /admin/newsletter.csv refused to an atendimento user is an HTML 403 page, not a download', async () => {
    const created = await post('/admin/usuarios', {
      intent: 'criar',
      nome: 'Ana Atendente',
      email: 'ana.atende@vitrineinstrumentos.com.br',
      senha: 'senha-atende-1',
      papel: 'atendimento',
    });
    expect(created.statusCode, created.body.slice(0, 300)).toBe(200);
    const atendimento = await signIn({ email: 'ana.atende@vitrineinstrumentos.com.br', senha: 'senha-atende-1' });
    const answer = await app.inject({
      method: 'GET',
      url: '/admin/newsletter.csv',
      headers: { host: HOST, cookie: atendimento },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.body).toContain('<h1>Acesso negado</h1>');
  });
});
