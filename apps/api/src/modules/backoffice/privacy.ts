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
  /** The UPDATE or DELETE that erases it ($1 the address, $2 now). */
  erase: string;
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
              cpf_cnpj = '', rg_ie = '', mensagem = '' WHERE lower(email) = $1 OR lower(copia_email) = $1`,
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
    erase: `UPDATE questions SET nome = 'Anônimo', email = '' WHERE lower(email) = $1`,
  },
  {
    tabela: 'reviews',
    find: `SELECT id::text, to_jsonb(r) FROM reviews r WHERE lower(email) = $1`,
    erase: `UPDATE reviews SET nome = 'Anônimo', email = '' WHERE lower(email) = $1`,
  },
  {
    tabela: 'store_reviews',
    find: `SELECT r.id::text, to_jsonb(r) - 'chave' FROM store_reviews r JOIN store_rating_keys k ON k.chave = r.chave
            WHERE k.user_id IN (${USER_OF_EMAIL})`,
    erase: `UPDATE store_reviews SET nome = 'Anônimo', cidade = ''
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
    // An unsent e-mail to the address is never sent now.
    erase: `UPDATE email_outbox SET destinatario = 'apagado@lgpd.invalid', responder_para = NULL,
              assunto = '${ERASED}', corpo = '${ERASED}', cabecalhos = '{}', modelo = NULL, dados = NULL,
              enviado_em = COALESCE(enviado_em, $2), ultimo_erro = CASE WHEN enviado_em IS NULL
                THEN 'não enviado: dados apagados a pedido do titular (LGPD)' ELSE ultimo_erro END
            WHERE lower(destinatario) = $1 OR lower(responder_para) = $1`,
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

async function erasedCount(tx: Queryable, holder: Holder, email: string, now: Date): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `WITH changed AS (${holder.erase} RETURNING 1) SELECT count(*)::int AS n FROM changed`,
    holder.erase.includes('$2') ? [email, now.toISOString()] : [email],
  );
  return row?.n ?? 0;
}

export async function erasePersonalData(ctx: AppContext, actor: Actor, email: string) {
  return ctx.db.transaction(async (tx) => {
    const apagados: Record<string, number> = {};
    // The shopper's store ratings are found through the account: erased before the account loses its e-mail.
    const order = [...HOLDERS.filter((h) => h.tabela !== 'users'), ...HOLDERS.filter((h) => h.tabela === 'users')];
    // The account's sessions are signed out (they keep their carts, anonymous).
    await tx.query(`UPDATE sessions SET user_id = NULL WHERE user_id IN (${USER_OF_EMAIL})`, [email]);
    for (const holder of order) apagados[holder.tabela] = await erasedCount(tx, holder, email, ctx.now());
    await tx.query(`DELETE FROM inbox_items WHERE tipo = 'newsletter' AND registro = $1`, [email]);
    const total = Object.values(apagados).reduce((a, b) => a + b, 0);
    const hash = createHash('sha256').update(email).digest('hex').slice(0, 16);
    await audit(tx, actor, 'lgpd.apagar', `email:sha256:${hash}`, total, { antes: null, depois: { apagados } });
    return { email, apagados };
  });
}
