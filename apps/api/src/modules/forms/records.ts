/** What the forms look up (the product or list a request is about) and the newsletter sign-up they share. */
import type { NewsletterInput } from '@vitrine/contract';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { porNowSql, scheduleJoin } from '../catalog/price-now';
import { unsubscribeParts } from '../backoffice/unsubscribe';
import { newsletterMails } from './emails';
import { enqueueMail } from './outbox';
import type { StoreInfo } from './store-info';

export interface FormProduct {
  id: number;
  nome: string;
  sku: string;
  /** The price now (modules/catalog/price-now.ts). */
  porCents: number;
  imagem: { small: string; medium: string } | null;
}

const PRODUCT_SQL = `
SELECT p.id, p.nome, p.sku, ${porNowSql()} AS por_cents,
       (SELECT json_build_object('small', i.small, 'medium', i.medium) FROM product_images i
         WHERE i.product_id = p.id ORDER BY i.posicao LIMIT 1) AS imagem
  FROM products p
  ${scheduleJoin('$2')}
 WHERE p.id = $1 AND (p.ativo OR NOT $3)`;

const PRODUCT_NOT_FOUND = 'Produto não encontrado.';

/** The product a form is about; an unknown (or, by default, inactive) one is a 400 on `field`. */
export async function findProduct(
  db: Queryable,
  id: number,
  now: Date,
  { activeOnly = true, field = 'idProduto' }: { activeOnly?: boolean; field?: string } = {},
): Promise<FormProduct> {
  const [row] = await db.query<{
    id: number;
    nome: string;
    sku: string;
    por_cents: number;
    imagem: FormProduct['imagem'];
  }>(PRODUCT_SQL, [id, now.toISOString(), activeOnly]);
  if (!row) throw badRequest(PRODUCT_NOT_FOUND, { [field]: PRODUCT_NOT_FOUND });
  return { id: row.id, nome: row.nome, sku: row.sku, porCents: row.por_cents, imagem: row.imagem };
}

const LIST_NOT_FOUND = 'Lista de compras não encontrada.';

/** An active shopping list (kit); unknown → 400 on idListaCompra. */
export async function findList(db: Queryable, id: number): Promise<{ id: number; nome: string }> {
  const [row] = await db.query<{ id: number; nome: string }>(
    'SELECT id, nome FROM shopping_lists WHERE id = $1 AND ativo',
    [id],
  );
  if (!row) throw badRequest(LIST_NOT_FOUND, { idListaCompra: LIST_NOT_FOUND });
  return row;
}

/** The label of a simple value of the product ('110 V'); a value of another product → 400. */
export async function findSimpleValue(db: Queryable, productId: number, valueId: number): Promise<string> {
  const [row] = await db.query<{ label: string }>(
    `SELECT av.label FROM product_simple_values v JOIN attribute_values av ON av.id = v.attribute_value_id
      WHERE v.id = $1 AND v.product_id = $2`,
    [valueId, productId],
  );
  if (!row) {
    throw badRequest('Valor de atributo inválido para o produto.', { idAtributoValor: 'Não pertence ao produto.' });
  }
  return row.label;
}

/**
 * Newsletter sign-up, idempotent per e-mail: the first sign-up writes the row and the welcome e-mail; a later one
 * changes nothing, except that asking for the coupon (the pop-up) when it was never sent sends it once.
 */
export async function signUpNewsletter(
  tx: Queryable,
  store: StoreInfo,
  now: Date,
  input: NewsletterInput,
  origem: 'rodape' | 'popup' | 'orcamento',
): Promise<void> {
  // A new address, or one that had unsubscribed (signing up again clears the mark): written, welcomed.
  const inserted = await tx.query(
    `INSERT INTO newsletter_signups (email, nome, cupom, origem, criado_em) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO UPDATE SET descadastrado_em = NULL, nome = $2, cupom = $3, origem = $4, criado_em = $5
       WHERE newsletter_signups.descadastrado_em IS NOT NULL
     RETURNING email`,
    [input.email, input.nome, input.cupom, origem, now.toISOString()],
  );
  const link = await unsubscribeParts(tx, store.url, input.email);
  if (inserted.length > 0) {
    await enqueueMail(tx, newsletterMails(store, input, input.cupom, link), now);
    return;
  }
  if (!input.cupom) return;
  const upgraded = await tx.query(
    'UPDATE newsletter_signups SET cupom = true WHERE email = $1 AND NOT cupom RETURNING email',
    [input.email],
  );
  if (upgraded.length > 0) await enqueueMail(tx, newsletterMails(store, input, true, link), now);
}
