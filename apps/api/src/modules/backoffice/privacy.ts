/**
 * Privacy requests under Brazil's LGPD (issue 27): every record held about one e-mail address, across all tables,
 * exported as JSON; and erased — personal fields removed, the rest (grades, quantities, dates, states) kept for
 * the store's numbers. The audit names the address only by a hash.
 */
import { createHash } from 'node:crypto';
import type { PrivacyReport } from '@vitrine/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { audit } from '../admin/audit';
import type { Actor } from '../admin/keys';

interface Holder {
  tabela: string;
  /** SELECT of (id text, campos json) for the address $1. */
  find: string;
  /** The UPDATE or DELETE that erases it ($1 the address); none when scrubTraces does. */
  erase?: string;
}

const ERASED = '[apagado a pedido do titular]';
const USER_OF_EMAIL = 'SELECT id FROM users WHERE lower(email) = $1';

const HOLDERS: Holder[] = [
  {
    tabela: 'users',
    find: `SELECT id::text, jsonb_build_object('nome', nome_razao, 'email', email, 'cpfCnpj', cpf_cnpj, 'tipo', tipo,
             'criadoEm', criado_em) FROM users WHERE lower(email) = $1`,
    erase: `UPDATE users SET nome_razao = 'Titular removido', email = 'apagado-' || id || '@lgpd.invalid',
              cpf_cnpj = NULL, senha_hash = '' WHERE lower(email) = $1`,
  },
  {
    tabela: 'budgets',
    find: `SELECT id::text, to_jsonb(b) - 'chave' FROM budgets b WHERE lower(email) = $1 OR lower(copia_email) = $1`,
    erase: `UPDATE budgets SET nome_razao = '', contato = '', email = '', copia_email = NULL, telefone = '',
              cpf_cnpj = '', rg_ie = '', cidade = '', mensagem = '' WHERE lower(email) = $1 OR lower(copia_email) = $1`,
  },
  {
    tabela: 'product_budget_requests',
    find: `SELECT id::text, to_jsonb(r) FROM product_budget_requests r WHERE lower(email) = $1`,
    erase: `UPDATE product_budget_requests SET nome = '', email = '', contato = '', observacao = ''
             WHERE lower(email) = $1`,
  },
  {
    tabela: 'solicitations',
    find: `SELECT id::text, to_jsonb(s) FROM solicitations s WHERE lower(email) = $1`,
    erase: `UPDATE solicitations SET nome = '', email = '', observacao = '' WHERE lower(email) = $1`,
  },
  {
    tabela: 'questions',
    find: `SELECT id::text, to_jsonb(q) FROM questions q WHERE lower(email) = $1`,
    // The question's text goes and it is no longer shown (its answer, without the name, stays for the team).
    erase: `UPDATE questions SET nome = 'Anônimo', email = '', pergunta = '${ERASED}', publicado = false
             WHERE lower(email) = $1`,
  },
  {
    tabela: 'reviews',
    find: `SELECT id::text, to_jsonb(r) FROM reviews r WHERE lower(email) = $1`,
    // The grade stays for the store's numbers; the comment goes and the review is no longer shown.
    erase: `UPDATE reviews SET nome = 'Anônimo', email = '', comentario = '${ERASED}', aprovado = false
             WHERE lower(email) = $1`,
  },
  {
    tabela: 'store_reviews',
    find: `SELECT r.id::text, to_jsonb(r) - 'chave' FROM store_reviews r JOIN store_rating_keys k ON k.chave = r.chave
            WHERE k.user_id IN (${USER_OF_EMAIL})`,
    erase: `UPDATE store_reviews SET nome = 'Anônimo', cidade = '', mensagem = '${ERASED}', publicado = false
             WHERE chave IN (SELECT chave FROM store_rating_keys WHERE user_id IN (${USER_OF_EMAIL}))`,
  },
  {
    tabela: 'newsletter_signups',
    find: `SELECT email, to_jsonb(n) FROM newsletter_signups n WHERE lower(email) = $1`,
    erase: `DELETE FROM newsletter_signups WHERE lower(email) = $1`,
  },
  {
    tabela: 'email_outbox',
    find: `SELECT id::text, jsonb_build_object('destinatario', destinatario, 'responderPara', responder_para,
             'assunto', assunto, 'corpo', corpo, 'modelo', modelo, 'dados', dados,
             'criadoEm', criado_em, 'enviadoEm', enviado_em)
             FROM email_outbox WHERE lower(destinatario) = $1 OR lower(responder_para) = $1`,
    // Erased with every other e-mail about the person by scrubTraces.
  },
];

export async function findPersonalData(ctx: AppContext, email: string): Promise<PrivacyReport> {
  const registros: PrivacyReport['registros'] = [];
  for (const holder of HOLDERS) {
    const rows = await ctx.db.query<{ id: string; campos: Record<string, unknown> }>(
      `SELECT * FROM (${holder.find}) AS t(id, campos) ORDER BY id`,
      [email],
    );
    for (const row of rows) registros.push({ tabela: holder.tabela, id: row.id, campos: row.campos });
  }
  return { email, registros };
}

/** The records one address wrote, by inbox kind, and the words that name the person in them (issue 34). */
const TRACES_SQL = `
WITH u AS (SELECT id, nome_razao, cpf_cnpj FROM users WHERE lower(email) = $1),
     b AS (SELECT * FROM budgets WHERE lower(email) = $1 OR lower(copia_email) = $1),
     pb AS (SELECT * FROM product_budget_requests WHERE lower(email) = $1),
     s AS (SELECT * FROM solicitations WHERE lower(email) = $1),
     q AS (SELECT * FROM questions WHERE lower(email) = $1),
     r AS (SELECT * FROM reviews WHERE lower(email) = $1),
     n AS (SELECT * FROM newsletter_signups WHERE lower(email) = $1),
     sr AS (SELECT r.* FROM store_reviews r JOIN store_rating_keys k ON k.chave = r.chave
             WHERE k.user_id IN (SELECT id FROM u))
SELECT 'orcamento' AS tipo, id::text AS registro, ARRAY[nome_razao, contato] AS nomes,
       ARRAY[telefone, cpf_cnpj, rg_ie] AS numeros FROM b
UNION ALL SELECT 'sobConsulta', id::text, ARRAY[nome, contato], ARRAY[contato] FROM pb
UNION ALL SELECT 'aviseMe', id::text, ARRAY[nome], ARRAY[]::text[] FROM s
UNION ALL SELECT 'pergunta', id::text, ARRAY[nome], ARRAY[]::text[] FROM q
UNION ALL SELECT 'avaliacao', id::text, ARRAY[nome], ARRAY[]::text[] FROM r
UNION ALL SELECT 'avaliacaoLoja', id::text, ARRAY[nome], ARRAY[]::text[] FROM sr
UNION ALL SELECT 'newsletter', email, ARRAY[nome], ARRAY[]::text[] FROM n
UNION ALL SELECT 'usuario', id::text, ARRAY[nome_razao], ARRAY[cpf_cnpj] FROM u`;

/** The outbox's `origem` of the e-mails a record of each kind produced (forms/emails.ts, moderation.ts). */
const ORIGINS: Record<string, string[]> = {
  orcamento: ['orcamento', 'orcamento-resposta'],
  sobConsulta: ['consulta', 'consulta-resposta'],
  aviseMe: ['aviseme'],
  pergunta: ['pergunta', 'resposta'],
  avaliacao: ['avaliacao'],
  avaliacaoLoja: ['avaliacao-loja'],
  newsletter: ['newsletter'],
};

/** Words this short name too much else to be replaced in other texts. */
const MIN_WORD = 4;
/** A phone or document is matched by its digits, whatever punctuation or spaces stand between them. */
const MIN_DIGITS = 8;
const BETWEEN_DIGITS = '[^0-9a-z]{0,3}';

/** A regular expression matching the text literally in PostgreSQL (ARE) and in JavaScript: every sign escaped. */
const literal = (text: string) => text.replace(/[^\p{L}\p{N} ]/gu, (c) => `\\${c}`);

interface TracePatterns {
  /** The address, phones and documents: what names this person and no one else. */
  strong: string;
  /** Those and every name (and word of a name) of 4 letters or more the person gave. */
  all: string;
}

/** The case-insensitive patterns for the words that name the person (one syntax for PostgreSQL and JavaScript). */
function tracePatterns(email: string, names: string[], numbers: string[]): TracePatterns {
  const strong = new Set<string>([literal(email)]);
  for (const number of numbers) {
    const digits = number.replace(/\D/g, '');
    if (digits.length >= MIN_DIGITS) strong.add(digits.split('').join(BETWEEN_DIGITS));
  }
  const all = new Set(strong);
  // A full name, and each of its words (the team may have written only the first name).
  for (const name of names) {
    for (const word of [name, ...name.split(/\s+/)].map((w) => w.trim())) {
      if (word.length >= MIN_WORD && !/\d/.test(word)) all.add(literal(word));
    }
  }
  // Longest first, so a full name goes before a part of it.
  const join = (parts: Set<string>) => [...parts].sort((x, y) => y.length - x.length).join('|');
  return { strong: join(strong), all: join(all) };
}

const REDACTED = '[dados apagados]';

/** A JSON value with every string (and key) matching `pattern` rewritten; numbers and shape kept. */
function scrubJson(value: unknown, pattern: RegExp): unknown {
  if (typeof value === 'string') return value.replace(pattern, REDACTED);
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, pattern));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k.replace(pattern, REDACTED), scrubJson(v, pattern)]),
    );
  }
  return value;
}

async function changedCount(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `WITH changed AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM changed`,
    params,
  );
  return row?.n ?? 0;
}

interface Trace {
  tipo: string;
  registro: string;
  nomes: (string | null)[];
  numeros: (string | null)[];
}

/**
 * Issue 34: what else names the person once their records are anonymised — answers the team wrote to them, the
 * inbox notes and audit rows about their records, and every e-mail to, from or about them — is scrubbed in the same
 * transaction. Rows are chosen by the records' keys or by the address, phones and documents; within them every word
 * naming the person (names too) is replaced. Returns the rows changed per table.
 */
async function scrubTraces(tx: Queryable, email: string, now: Date): Promise<Record<string, number>> {
  const traces = await tx.query<Trace>(TRACES_SQL, [email]);
  const present = (xs: (string | null)[]) => xs.filter((x): x is string => typeof x === 'string' && x !== '');
  const patterns = tracePatterns(
    email,
    traces.flatMap((t) => present(t.nomes)),
    traces.flatMap((t) => present(t.numeros)),
  );
  const records = traces.filter((t) => t.tipo !== 'usuario');
  const inboxKeys = records.map((t) => `${t.tipo}:${t.registro}`);
  const origins = records.flatMap((t) => (ORIGINS[t.tipo] ?? []).map((o) => `${o}:${t.registro}`));
  const questionIds = records.filter((t) => t.tipo === 'pergunta').map((t) => t.registro);
  const vestigios: Record<string, number> = {};
  // The team's answers: the person's name out of the text (the question itself is erased and unpublished).
  vestigios.respostas = await changedCount(
    tx,
    `UPDATE questions SET resposta = regexp_replace(resposta, $2, 'cliente', 'gi')
      WHERE id::text = ANY($1::text[]) AND resposta ~* $2`,
    [questionIds, patterns.all],
  );
  // The store's answers to their quotes and 'Sob Consulta' requests (issue 37): the message and the shipping note
  // lose every word naming the person; prices and validity stay.
  vestigios.quote_answers = await changedCount(
    tx,
    `UPDATE quote_answers SET mensagem = regexp_replace(mensagem, $2, 'cliente', 'gi'),
                              frete = regexp_replace(frete, $2, '${REDACTED}', 'gi')
      WHERE tipo || ':' || registro = ANY($1::text[]) AND (mensagem ~* $2 OR frete ~* $2)`,
    [inboxKeys, patterns.all],
  );
  vestigios.inbox_items = await changedCount(
    tx,
    `UPDATE inbox_items SET nota = regexp_replace(nota, $2, '${REDACTED}', 'gi')
      WHERE (tipo || ':' || registro = ANY($1::text[]) OR nota ~* $3) AND nota ~* $2`,
    [inboxKeys, patterns.all, patterns.strong],
  );
  // Audit rows keep who did what and when; their details lose every word naming the person (read and written back
  // as JSON, so numbers and structure stay valid).
  const audited = await tx.query<{ id: string; target: string; detail: unknown }>(
    `SELECT id::text, target, detail FROM admin_audit
      WHERE target = ANY($1::text[]) OR target ~* $2 OR detail::text ~* $2 FOR UPDATE`,
    [inboxKeys, patterns.strong],
  );
  const inJs = new RegExp(patterns.all, 'gi');
  for (const row of audited) {
    await tx.query('UPDATE admin_audit SET target = $2, detail = $3 WHERE id = $1', [
      row.id,
      row.target.replace(inJs, REDACTED),
      JSON.stringify(scrubJson(row.detail, inJs)),
    ]);
  }
  vestigios.admin_audit = audited.length;
  // Every e-mail to, from or about the person, in every column; one not sent yet is never sent now.
  vestigios.email_outbox = await changedCount(
    tx,
    `UPDATE email_outbox
        SET destinatario = 'apagado@lgpd.invalid', responder_para = NULL, assunto = '${ERASED}', corpo = '${ERASED}',
            cabecalhos = '{}', modelo = NULL, dados = NULL,
            origem = CASE WHEN origem ~* $2 THEN 'lgpd:apagado' ELSE origem END,
            enviado_em = COALESCE(enviado_em, $3),
            ultimo_erro = CASE WHEN enviado_em IS NULL
              THEN 'não enviado: dados apagados a pedido do titular (LGPD)' ELSE NULL END
      WHERE lower(destinatario) = $4 OR lower(responder_para) = $4 OR origem = ANY($1::text[])
         OR destinatario ~* $2 OR responder_para ~* $2 OR assunto ~* $2 OR corpo ~* $2 OR origem ~* $2
         OR dados::text ~* $2 OR cabecalhos::text ~* $2 OR ultimo_erro ~* $2`,
    [origins, patterns.strong, now.toISOString(), email],
  );
  return vestigios;
}

/**
 * Erases every record of the address in one transaction: personal fields removed, free texts replaced and
 * unpublished, traces elsewhere scrubbed (scrubTraces). What is left is the fact of the erasure: an audit row naming
 * the address only by a hash, with the counts.
 */
export async function erasePersonalData(ctx: AppContext, actor: Actor, email: string) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    // Traces are found through the records, so they go before the records lose their names.
    const vestigios = await scrubTraces(tx, email, now);
    const apagados: Record<string, number> = {};
    // The shopper's store ratings are found through the account: erased before the account loses its e-mail.
    const order = [...HOLDERS.filter((h) => h.tabela !== 'users'), ...HOLDERS.filter((h) => h.tabela === 'users')];
    apagados.email_outbox = vestigios.email_outbox ?? 0;
    // The account's sessions are signed out (they keep their carts, anonymous).
    await tx.query(`UPDATE sessions SET user_id = NULL WHERE user_id IN (${USER_OF_EMAIL})`, [email]);
    for (const { tabela, erase } of order) if (erase) apagados[tabela] = await changedCount(tx, erase, [email]);
    await tx.query(`DELETE FROM inbox_items WHERE tipo = 'newsletter' AND registro = $1`, [email]);
    const total = Object.values(apagados).reduce((a, b) => a + b, 0);
    const hash = createHash('sha256').update(email).digest('hex').slice(0, 16);
    await audit(tx, actor, 'lgpd.apagar', `email:sha256:${hash}`, total, {
      antes: null,
      depois: { apagados, vestigios },
    });
    return { email, apagados };
  });
}
