/**
 * The product-page forms and the newsletter (T§7): each stores its record and the e-mails it triggers in one
 * transaction. Reviews and questions are stored unapproved (decision 014): nothing shows to shoppers before the
 * store approves it.
 */
import type {
  FormAnswer,
  ListReviewInput,
  NewsletterInput,
  ProductBudgetInput,
  ProductReviewInput,
  QuestionInput,
  SolicitationInput,
} from '@vitrine/contract';
import { FORM_MESSAGES } from '@vitrine/contract/form-constants';
import type { Db, Queryable } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { productBudgetMails, questionMails, reviewMails, solicitationMails } from './emails';
import { enqueueMail } from './outbox';
import { findList, findProduct, findSimpleValue, signUpNewsletter } from './records';
import { loadStoreInfo } from './store-info';

const OK: FormAnswer = { sucesso: true };
const iso = (d: Date) => d.toISOString();

/** POST /product/budget — 'Sob Consulta'. */
export async function createProductBudget(
  db: Db,
  now: Date,
  input: ProductBudgetInput,
  publicUrl: string | null = null,
): Promise<FormAnswer> {
  return db.transaction(async (tx) => {
    const produto = await findProduct(tx, input.idProduto, now);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO product_budget_requests (product_id, nome, email, contato, observacao, mailing, enviar_email,
                                            criado_em, produto_nome, produto_sku, preco_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        produto.id,
        input.nome,
        input.email,
        input.contato,
        input.observacao,
        input.mailing,
        input.enviarEmail,
        iso(now),
        // Kept as sent (issue 37): the name, sku and price shown when it was asked (a price on request has none).
        produto.nome,
        produto.sku,
        produto.porCents > 0 ? produto.porCents : null,
      ],
    );
    const store = await loadStoreInfo(tx, publicUrl);
    await enqueueMail(tx, productBudgetMails(store, row!.id, produto, input), now);
    // One rule with the quote pop-up's `newsletter` (issue 39): asking for offers signs the e-mail up.
    if (input.mailing) {
      await signUpNewsletter(tx, store, now, { email: input.email, nome: input.nome, cupom: false }, 'orcamento');
    }
    return OK;
  });
}

/** POST /product/solicitation — 'Avise-me' for a product (and simple value) or a shopping list. */
export async function createSolicitation(
  db: Db,
  now: Date,
  input: SolicitationInput,
  publicUrl: string | null = null,
): Promise<FormAnswer> {
  return db.transaction(async (tx) => {
    let item: { nome: string; atributo: string | null };
    if (input.idProduto !== undefined) {
      const produto = await findProduct(tx, input.idProduto, now);
      const atributo =
        input.idAtributoValor === null ? null : await findSimpleValue(tx, produto.id, input.idAtributoValor);
      if (await inStock(tx, produto.id, input.idAtributoValor)) {
        throw new ApiError('conflict', FORM_MESSAGES.soldOutInStock);
      }
      item = { nome: produto.nome, atributo };
    } else {
      item = { nome: (await findList(tx, input.idListaCompra!)).nome, atributo: null };
    }
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO solicitations (product_id, list_id, simple_value_id, nome, email, observacao, mailing, criado_em)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        input.idProduto ?? null,
        input.idListaCompra ?? null,
        input.idProduto !== undefined ? input.idAtributoValor : null,
        input.nome,
        input.email,
        input.observacao,
        input.mailing,
        iso(now),
      ],
    );
    await enqueueMail(tx, solicitationMails(await loadStoreInfo(tx, publicUrl), row!.id, item, input), now);
    return OK;
  });
}

/**
 * Issue 25: 'Avise-me' is for what cannot be bought now. A product on sale with stock (of the chosen value; with no
 * value chosen, of the product itself) is refused with a 409 the form shows.
 */
async function inStock(db: Queryable, productId: number, valueId: number | null): Promise<boolean> {
  const [row] = await db.query<{ estoque: number }>(
    valueId === null
      ? `SELECT p.estoque FROM products p WHERE p.id = $1 AND p.status = 'disponivel'`
      : `SELECT v.estoque FROM product_simple_values v JOIN products p ON p.id = v.product_id
          WHERE p.id = $1 AND v.id = $2 AND p.status = 'disponivel'`,
    valueId === null ? [productId] : [productId, valueId],
  );
  return (row?.estoque ?? 0) > 0;
}

/** POST /question — stored unpublished until the store answers and publishes it. */
export async function createQuestion(
  db: Db,
  now: Date,
  input: QuestionInput,
  publicUrl: string | null = null,
): Promise<FormAnswer> {
  return db.transaction(async (tx) => {
    const produto = await findProduct(tx, input.idNivel, now, { field: 'idNivel' });
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO questions (product_id, nome, email, pergunta, publicado, criado_em)
       VALUES ($1, $2, $3, $4, false, $5) RETURNING id`,
      [produto.id, input.nome, input.email, input.pergunta, iso(now)],
    );
    await enqueueMail(tx, questionMails(await loadStoreInfo(tx, publicUrl), row!.id, produto, input), now);
    return OK;
  });
}

/** POST /evaluations/product and /evaluations/list — stored unapproved. */
export async function createReview(
  db: Db,
  now: Date,
  input: ProductReviewInput | ListReviewInput,
  publicUrl: string | null = null,
): Promise<FormAnswer> {
  return db.transaction(async (tx) => {
    let target: { productId: number | null; listId: number | null; alvo: string };
    if ('idProduto' in input) {
      const produto = await findProduct(tx, input.idProduto, now);
      target = { productId: produto.id, listId: null, alvo: produto.nome };
    } else {
      const list = await findList(tx, input.idListaCompra);
      target = { productId: null, listId: list.id, alvo: list.nome };
    }
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO reviews (product_id, list_id, nome, email, nota, comentario, recomenda, aprovado, criado_em)
       VALUES ($1, $2, $3, $4, $5, $6, $7, false, $8) RETURNING id`,
      [
        target.productId,
        target.listId,
        input.nome,
        input.email,
        input.nota,
        input.comentario,
        input.recomenda,
        iso(now),
      ],
    );
    await enqueueMail(
      tx,
      reviewMails(await loadStoreInfo(tx, publicUrl), { id: row!.id, alvo: target.alvo, ...input }),
      now,
    );
    return OK;
  });
}

/** POST /newsletter — idempotent per e-mail (a second sign-up answers sucesso true and writes nothing). */
export async function createNewsletterSignup(
  db: Db,
  now: Date,
  input: NewsletterInput,
  publicUrl: string | null = null,
): Promise<FormAnswer> {
  return db.transaction(async (tx) => {
    await signUpNewsletter(tx, await loadStoreInfo(tx, publicUrl), now, input, input.cupom ? 'popup' : 'rodape');
    return OK;
  });
}
