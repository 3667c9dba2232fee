/**
 * Unsubscribe links (issue 27, T§9): every newsletter and marketing e-mail carries a link with a signed token of
 * its address, and the `List-Unsubscribe` headers (RFC 2369, one-click RFC 8058). Following it marks the address
 * unsubscribed at once; a later sign-up clears the mark.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../lib/errors';

/** The storefront page the link opens (apps/storefront/app/routes/newsletter-unsubscribe.tsx). */
const UNSUBSCRIBE_PATH = '/newsletter/descadastrar';

async function secret(db: Queryable): Promise<string> {
  const [row] = await db.query<{ valor: string }>(`SELECT valor FROM store_secrets WHERE nome = 'descadastro'`);
  if (!row) throw new Error('store_secrets has no descadastro secret (migration 028)');
  return row.valor;
}

const mac = (key: string, email: string) =>
  createHmac('sha256', key).update(`descadastro\n${email}`).digest('base64url').slice(0, 32);

/** The token of an address: the address itself and its signature. */
async function unsubscribeToken(db: Queryable, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  return `${Buffer.from(address).toString('base64url')}.${mac(await secret(db), address)}`;
}

/** The link and headers an e-mail to `email` carries. */
export async function unsubscribeParts(db: Queryable, storeUrl: string | null, email: string) {
  const url = `${storeUrl ?? ''}${UNSUBSCRIBE_PATH}?t=${await unsubscribeToken(db, email)}`;
  return {
    url,
    cabecalhos: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const REFUSED = 'Link de descadastro inválido. Use o link do e-mail que você recebeu.';

/** Unsubscribes the address a valid token names; a malformed or forged token is a 400. */
export async function unsubscribe(tx: Queryable, token: string, now: Date): Promise<{ email: string }> {
  const [encoded = '', signature = ''] = token.split('.');
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(encoded) || !/^[A-Za-z0-9_-]{32}$/.test(signature)) throw badRequest(REFUSED);
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(await secret(tx), email));
  if (!timingSafeEqual(expected, Buffer.from(signature))) throw badRequest(REFUSED);
  await tx.query(
    `INSERT INTO newsletter_signups (email, nome, origem, criado_em, descadastrado_em) VALUES ($1, '.', 'descadastro', $2, $2)
     ON CONFLICT (email) DO UPDATE SET descadastrado_em = COALESCE(newsletter_signups.descadastrado_em, $2)`,
    [email, now.toISOString()],
  );
  return { email };
}

/** The newsletter list as CSV (UTF-8 with BOM, ';'): subscribed addresses only; formulas neutralized. */
export async function newsletterCsv(db: Queryable): Promise<string> {
  const rows = await db.query<{
    email: string;
    nome: string;
    origem: string;
    cupom: boolean;
    criado_em: string | Date;
  }>(
    `SELECT email, nome, origem, cupom, criado_em FROM newsletter_signups
      WHERE descadastrado_em IS NULL ORDER BY criado_em, email`,
  );
  const cell = (v: string) => {
    const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
    return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = rows.map((r) =>
    [r.email, r.nome === '.' ? '' : r.nome, r.origem, r.cupom ? 'sim' : 'não', new Date(r.criado_em).toISOString()]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${['email;nome;origem;cupom;cadastrado_em', ...lines].join('\r\n')}\r\n`;
}
