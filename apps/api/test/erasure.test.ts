/**
 * Issue 34 (LGPD): after an erasure no table holds the person's e-mail, name, phone or documents. One person submits
 * every form through the Store API, the team answers and approves, the person is erased; then every text, JSON and
 * text-array column of every table — listed from the database's catalogue, so a new table is searched too — is
 * searched for each of their values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser } from '../src/modules/admin/keys';
import { engine, fromShopper, startTestApi, type TestApi } from './harness';

let api: TestApi;
let gestor: string;
let ipCount = 0;
const nextIp = () => `10.34.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;

const PERSON = {
  nome: 'Zuleide Quaresma Bittencourt',
  email: 'Zuleide.Quaresma@Titular-Exemplo.com.br',
  telefone: '(19) 99123-4567',
  cpf: '529.982.247-25',
  cnpj: '11.444.777/0001-61',
  empresa: 'Quaresma Bittencourt Refrigeração Ltda',
};
const mention = `Sou a ${PERSON.nome}, ligue no ${PERSON.telefone} ou escreva para ${PERSON.email}.`;

/** Every way the person's data could be written: as typed, case changed by the search, and digits only. */
const SEARCHED = [
  PERSON.nome,
  'Zuleide',
  'Quaresma',
  'Bittencourt',
  PERSON.email,
  PERSON.telefone,
  '99123-4567',
  PERSON.telefone.replace(/\D/g, ''),
  PERSON.cpf,
  PERSON.cpf.replace(/\D/g, ''),
  PERSON.cnpj,
  PERSON.cnpj.replace(/\D/g, ''),
  PERSON.empresa,
];

const auth = () => ({ authorization: `Bearer ${gestor}` });
async function admin(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await api.app.inject({
    method,
    url: `/v2/admin${url}`,
    headers: auth(),
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
}
async function front(url: string, payload: object) {
  const address = nextIp();
  const res = await api.call({ method: 'POST', url: `/v2/front${url}`, headers: fromShopper(address), payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
}

interface Column {
  table_name: string;
  column_name: string;
}

/** Every text-like column of every table of the schema, from the catalogue. */
async function textColumns(): Promise<Column[]> {
  return api.db.query<Column>(
    `SELECT c.table_name, c.column_name
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
             OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))
      ORDER BY 1, 2`,
  );
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `tabela.coluna: valor` for every column holding one of the values (case-insensitive; JSON and arrays as text). */
async function hits(values: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table_name, column_name } of await textColumns()) {
    const rows = await api.db.query<{ v: string }>(
      `SELECT v FROM unnest($1::text[]) AS v
        WHERE EXISTS (SELECT 1 FROM ${quote(table_name)}
                       WHERE strpos(lower(${quote(column_name)}::text), lower(v)) > 0)`,
      [values],
    );
    for (const { v } of rows) found.push(`${table_name}.${column_name}: ${v}`);
  }
  return found;
}

beforeAll(async () => {
  api = await startTestApi();
  await createAdminUser(api.db, { email: 'g34@loja.test', name: 'Gestora', password: 'senha-gestora', role: 'gestor' });
  const res = await api.app.inject({
    method: 'POST',
    url: '/v2/admin/sessao',
    payload: { email: 'g34@loja.test', senha: 'senha-gestora' },
  });
  gestor = res.json().data.token;
});
afterAll(() => api?.close());

describe(`LGPD erasure on ${engine} (issue 34)`, () => {
  it('issue 34: after every form, an answer and approvals, no column of any table holds the person; the erasure is recorded', async () => {
    const columns = await textColumns();
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(
      expect.arrayContaining(['questions.pergunta', 'admin_audit.detail', 'email_outbox.dados', 'email_outbox.origem']),
    );
    const [product] = await api.db.query<{ id: number }>(
      `SELECT id FROM products WHERE ativo AND status = 'disponivel' ORDER BY id LIMIT 1`,
    );
    const [soldOut] = await api.db.query<{ id: number }>(
      `SELECT id FROM products WHERE ativo AND (status <> 'disponivel' OR estoque <= 0) ORDER BY id LIMIT 1`,
    );
    const [list] = await api.db.query<{ id: number }>('SELECT id FROM shopping_lists WHERE ativo ORDER BY id LIMIT 1');
    const p = product!.id;

    // The person's account (a store rating comes through an order of the account).
    const [user] = await api.db.query<{ id: number }>(
      `INSERT INTO users (nome_razao, email, cpf_cnpj, senha_hash) VALUES ($1, $2, $3, 'x') RETURNING id`,
      [PERSON.nome, PERSON.email.toLowerCase(), PERSON.cpf],
    );
    const key = `lgpd-34-${engine}`;
    await api.db.query(
      `INSERT INTO store_rating_keys (chave, user_id, pedido, expira_em) VALUES ($1, $2, 'PED-34', now() + interval '1 day')`,
      [key, user!.id],
    );

    // Every form, as the person.
    await front('/budget', {
      idProduto: p,
      contato: PERSON.nome,
      nomeRazao: PERSON.empresa,
      email: PERSON.email,
      cpfCnpj: PERSON.cnpj,
      telefone: PERSON.telefone,
      uf: 'SP',
      cidade: 'Campinas',
      rgIe: 'ISENTO',
      quantidadeProduto: 2,
      mensagem: mention,
      copiaEmail: true,
      newsletter: true,
    });
    await front('/product/budget', {
      idProduto: p,
      nome: PERSON.nome,
      email: PERSON.email,
      contato: PERSON.telefone,
      observacao: mention,
      mailing: true,
      enviarEmail: true,
    });
    await front('/product/solicitation', {
      ...(soldOut ? { idProduto: soldOut.id, idAtributoValor: 0 } : { idListaCompra: list!.id }),
      nome: PERSON.nome,
      email: PERSON.email,
      observacao: mention,
      mailing: true,
    });
    await front('/question', {
      idNivel: p,
      nivel: 'produto',
      nome: PERSON.nome,
      email: PERSON.email,
      pergunta: mention,
    });
    await front('/evaluations/product', {
      idProduto: p,
      nome: PERSON.nome,
      email: PERSON.email,
      nota: 5,
      comentario: `${mention} Meu CPF é ${PERSON.cpf}.`,
    });
    if (list) {
      await front('/evaluations/list', {
        idListaCompra: list.id,
        nome: PERSON.nome,
        email: PERSON.email,
        nota: 4,
        comentario: mention,
      });
    }
    expect(
      await front(`/evaluations/store/add/${key}`, {
        experiencia: 9,
        atendimento: 10,
        satisfacao: true,
        mensagem: mention,
        autorizacao: true,
      }),
    ).toEqual({ sucesso: true });
    await front('/newsletter', { nome: PERSON.nome, email: PERSON.email, cupom: true });

    // The team answers (published), approves, and notes.
    const [question] = await api.db.query<{ id: number }>('SELECT id FROM questions WHERE lower(email) = $1', [
      PERSON.email.toLowerCase(),
    ]);
    await admin('POST', `/perguntas/${question!.id}/resposta`, {
      resposta: `Olá, Zuleide! Sim, tem garantia de 12 meses. Ligaremos no ${PERSON.telefone}.`,
    });
    const reviews = await api.db.query<{ id: number }>('SELECT id FROM reviews WHERE lower(email) = $1', [
      PERSON.email.toLowerCase(),
    ]);
    for (const r of reviews) await admin('POST', `/inbox/avaliacao/${r.id}/moderacao`, { decisao: 'aprovar' });
    const [rating] = await api.db.query<{ id: number }>('SELECT id FROM store_reviews WHERE chave = $1', [key]);
    await admin('POST', `/inbox/avaliacaoLoja/${rating!.id}/moderacao`, { decisao: 'aprovar' });
    const [budget] = await api.db.query<{ id: number }>('SELECT id FROM budgets WHERE lower(email) = $1', [
      PERSON.email.toLowerCase(),
    ]);
    await admin('POST', `/inbox/orcamento/${budget!.id}/status`, {
      status: 'emAtendimento',
      nota: `Ligar para Zuleide Quaresma no ${PERSON.telefone}`,
    });
    // The store answers the quote, addressing the person by name (issue 37's quote workflow).
    const validoAte = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await admin('POST', `/orcamentos/orcamento/${budget!.id}/resposta`, {
      linhas: [{ quantidade: 1, precoUnitario: 100 }],
      frete: `Entrega combinada com Zuleide Quaresma no ${PERSON.telefone}`,
      validoAte,
      mensagem: `Olá, Zuleide Quaresma! Segue o orçamento pedido.`,
    });
    await admin('POST', `/inbox/newsletter/${encodeURIComponent(PERSON.email.toLowerCase())}/status`, {
      status: 'emAtendimento',
      nota: '',
    });

    // Before: the search finds the person in the forms, the answer, the audit and the outbox.
    const before = await hits(SEARCHED);
    for (const place of [
      'questions.pergunta',
      'questions.resposta',
      'reviews.comentario',
      'admin_audit.detail',
      'quote_answers.mensagem',
    ]) {
      expect(
        before.some((h) => h.startsWith(place)),
        place,
      ).toBe(true);
    }
    expect(before.some((h) => h.startsWith('email_outbox.origem'))).toBe(true);

    await admin('POST', '/privacidade/apagar', { email: PERSON.email.toLowerCase() });

    // After: nothing anywhere, nothing published, and the fact of the erasure kept.
    expect(await hits(SEARCHED)).toEqual([]);
    const [shown] = await api.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM questions WHERE id = $1 AND publicado)
            + (SELECT count(*) FROM reviews WHERE id = ANY($2::int[]) AND aprovado)
            + (SELECT count(*) FROM store_reviews WHERE id = $3 AND publicado) AS n`,
      [question!.id, reviews.map((r) => r.id), rating!.id],
    );
    expect(Number(shown?.n)).toBe(0);
    const [answer] = await api.db.query<{ resposta: string }>('SELECT resposta FROM questions WHERE id = $1', [
      question!.id,
    ]);
    expect(answer?.resposta).toMatch(/^Olá, cliente! Sim, tem garantia de 12 meses\./);
    const trail = await api.db.query<{ target: string; rows: number }>(
      `SELECT target, rows FROM admin_audit WHERE action = 'lgpd.apagar'`,
    );
    expect(trail).toHaveLength(1);
    expect(trail[0]!.target).toMatch(/^email:sha256:[0-9a-f]{16}$/);
    expect(trail[0]!.rows).toBeGreaterThan(8);
    // No e-mail about the person is sent now.
    const [pending] = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM email_outbox WHERE destinatario = 'apagado@lgpd.invalid' AND enviado_em IS NULL`,
    );
    expect(pending?.n).toBe(0);
  });
});
