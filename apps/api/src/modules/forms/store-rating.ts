/**
 * GET and POST /evaluations/store/add/{key} (T§2 store-rating page, T§7): a key e-mailed after an order allows one
 * rating. GET answers sucesso true only for an unused, unexpired key; POST uses it up in the same transaction that
 * stores the rating, so two submissions with one key store one rating.
 */
import { storeRatingKeySchema, type StoreRatingAnswer, type StoreRatingInput } from '@vitrine/contract';
import type { Db, Queryable } from '../../db/client';
import { storeRatingMails } from './emails';
import { enqueueMail } from './outbox';
import { loadStoreInfo } from './store-info';

/** A malformed key is no valid key: it never reaches the database. */
const wellFormed = (key: string): boolean => storeRatingKeySchema.safeParse(key).success;

/** A key that exists and was used for a rating: the answer says so (issue 25), an unknown or expired one does not. */
const USED: StoreRatingAnswer = { sucesso: false, motivo: 'usada' };

async function wasUsed(db: Queryable, key: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM store_rating_keys WHERE chave = $1 AND usado_em IS NOT NULL', [key]);
  return rows.length > 0;
}

export async function checkRatingKey(db: Queryable, now: Date, key: string): Promise<StoreRatingAnswer> {
  if (!wellFormed(key)) return { sucesso: false };
  const rows = await db.query(
    'SELECT 1 FROM store_rating_keys WHERE chave = $1 AND usado_em IS NULL AND expira_em > $2',
    [key, now.toISOString()],
  );
  if (rows.length > 0) return { sucesso: true };
  return (await wasUsed(db, key)) ? USED : { sucesso: false };
}

export async function submitRating(
  db: Db,
  now: Date,
  key: string,
  input: StoreRatingInput,
  publicUrl: string | null = null,
): Promise<StoreRatingAnswer> {
  if (!wellFormed(key)) return { sucesso: false };
  return db.transaction(async (tx) => {
    const [claimed] = await tx.query<{ user_id: number | null; pedido: string | null }>(
      `UPDATE store_rating_keys SET usado_em = $2
        WHERE chave = $1 AND usado_em IS NULL AND expira_em > $2 RETURNING user_id, pedido`,
      [key, now.toISOString()],
    );
    if (!claimed) return (await wasUsed(tx, key)) ? USED : { sucesso: false };
    const [user] =
      claimed.user_id === null
        ? []
        : await tx.query<{ nome: string; email: string }>('SELECT nome_razao AS nome, email FROM users WHERE id = $1', [
            claimed.user_id,
          ]);
    const who = { nome: user?.nome ?? 'Cliente', email: user?.email ?? null, pedido: claimed.pedido };
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO store_reviews (chave, nome, experiencia, atendimento, satisfacao, mensagem, autorizacao, publicado,
                                  criado_em)
       VALUES ($1, $2, $3, $4, $5, $6, $7, false, $8) RETURNING id`,
      [
        key,
        who.nome,
        input.experiencia,
        input.atendimento,
        input.satisfacao,
        input.mensagem,
        input.autorizacao,
        now.toISOString(),
      ],
    );
    await enqueueMail(tx, storeRatingMails(await loadStoreInfo(tx, publicUrl), row!.id, who, input), now);
    return { sucesso: true };
  });
}
