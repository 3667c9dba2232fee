/**
 * Cart changes (T§4, T§7, docs/architecture.md §4): each runs in ONE transaction that first locks the cart row, so
 * concurrent changes to one cart never lose an update; quantities are clamped to stock and reported in avisos.
 */
import type { CartMutationResponse, CartNotice, CartRemove, CartUpdate, Endpoints, Parsed } from '@vitrine/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { kitMaximum, kitShortages, type PricedKit } from '../catalog/detail/kit';
import { readCart } from './read';
import { createSession, findSession } from '../session/sessions';
import { STORE_CEILING_MESSAGES, takeStoreSlot } from '../../lib/store-ceilings';
import { kitLineStock, loadProducts, productLine } from './stock';

export interface CartResult {
  response: CartMutationResponse;
  /** Set when a session was created: sent back in the `session` response header. */
  newToken: string | null;
}

interface Locked {
  tx: Queryable;
  cartId: number;
  now: Date;
}

const LINE_MISSING = 'Item não encontrado no carrinho.';

/**
 * Runs `change` on the session's cart inside one transaction, holding its row lock (the row is created first when
 * missing). Without a valid session one is created when `create`, else the line cannot exist (404).
 */
export async function withLockedCart(
  ctx: AppContext,
  token: string | undefined,
  create: boolean,
  change: (locked: Locked) => Promise<CartNotice[]>,
): Promise<CartResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // Shared lock: a sign-in handing this session over waits for the change, or the change follows the hand-over.
    let session = await findSession(tx, token, now, 'share');
    let newToken: string | null = null;
    if (!session) {
      if (!create) throw notFound(LINE_MISSING);
      // A new anonymous session is counted against the store-wide ceiling (issue 34) on this transaction's own
      // connection: a shopper who has one costs nothing more, and no second pooled connection is asked for.
      if ((await takeStoreSlot(tx, 'sessoes', now, ctx.storeCeilings.sessionsPerMinute)) > 0) {
        throw new ApiError('rate_limited', STORE_CEILING_MESSAGES.sessoes);
      }
      const created = await createSession(tx, now);
      session = created.session;
      newToken = created.token;
    }
    // Creates the cart or locks the existing row, in one statement: a row the purge deletes meanwhile is recreated.
    const [cart] = await tx.query<{ id: number }>(
      `INSERT INTO carts (session_hash, atualizado_em) VALUES ($1, $2)
       ON CONFLICT (session_hash) DO UPDATE SET versao = carts.versao RETURNING id`,
      [session.cartHash, now.toISOString()],
    );
    if (!cart) throw new Error('cart row missing after upsert');
    const avisos = await change({ tx, cartId: cart.id, now });
    await tx.query('UPDATE carts SET versao = versao + 1, atualizado_em = $2 WHERE id = $1', [
      cart.id,
      now.toISOString(),
    ]);
    return { response: { ...(await readCart(tx, session.cartHash, now)), avisos }, newToken };
  });
}

/** The quantity a line may take: `wanted` clamped to `available`; nothing available is a 400. */
function clamp(hash: string, nome: string, wanted: number, available: number, avisos: CartNotice[]): number {
  if (available < 1) throw badRequest(`Não há estoque disponível de ${nome}.`, { quantidade: 'Sem estoque.' });
  if (wanted <= available) return wanted;
  avisos.push({ hash, nome, quantidadeSolicitada: wanted, quantidadeDisponivel: available });
  return available;
}

async function currentQuantity(tx: Queryable, cartId: number, hash: string): Promise<number> {
  const [row] = await tx.query<{ quantidade: number }>(
    'SELECT quantidade FROM cart_items WHERE cart_id = $1 AND hash = $2',
    [cartId, hash],
  );
  return row?.quantidade ?? 0;
}

export interface ProductItem {
  idProduto: number;
  idAtributoValor: number | null;
  quantidade: number;
}

/** Adds product lines; an existing line (same product and value) adds up. */
export async function addProducts({ tx, cartId, now }: Locked, itens: readonly ProductItem[]): Promise<CartNotice[]> {
  const products = await loadProducts(
    tx,
    itens.map((i) => i.idProduto),
  );
  const lines = itens.map((item, i) =>
    productLine(products.get(item.idProduto), item.idProduto, item.idAtributoValor, `itens.${i}`),
  );
  const avisos: CartNotice[] = [];
  for (const [i, line] of lines.entries()) {
    const wanted = (await currentQuantity(tx, cartId, line.hash)) + (itens[i]?.quantidade ?? 0);
    const quantidade = clamp(line.hash, line.nome, wanted, line.disponivel, avisos);
    await tx.query(
      `INSERT INTO cart_items (cart_id, hash, tipo, product_id, simple_value_id, quantidade, adicionado_em)
       VALUES ($1, $2, 'produto', $3, $4, $5, $6)
       ON CONFLICT (cart_id, hash) DO UPDATE SET quantidade = EXCLUDED.quantidade`,
      [cartId, line.hash, line.productId, line.valueId, quantidade, now.toISOString()],
    );
  }
  return avisos;
}

/** Adds a priced kit as one 'lista' line (its products and values kept with the line). */
export async function addKit({ tx, cartId, now }: Locked, kit: PricedKit, kits: number): Promise<CartNotice[]> {
  const { list } = kit.kit;
  for (const p of kit.products) {
    productLine(
      p.row.ativo
        ? { ...p.row, atributo: p.row.simples?.[0]?.atributo ?? null, valores: p.row.simples, grupo: null }
        : undefined,
      p.row.id,
      p.valueId,
      `produtos.${p.row.id}`,
    );
  }
  if (!kit.disponivel) throw badRequest(`O kit ${list.nome} está indisponível.`, { idListaCompra: 'Indisponível.' });
  // Issue 25: a kit whose other item is out of stock says which one.
  const shortages = kitShortages(kit);
  if (shortages.length > 0) {
    const sem = `sem estoque: ${shortages.join(', ')}`;
    throw badRequest(`O kit ${list.nome} não pode ser comprado agora, ${sem}.`, { produtos: sem });
  }
  const available = kitMaximum(kit);
  const avisos: CartNotice[] = [];
  const wanted = (await currentQuantity(tx, cartId, kit.hash)) + kits;
  const quantidade = clamp(kit.hash, list.nome, wanted, available, avisos);
  await tx.query(
    `INSERT INTO cart_items (cart_id, hash, tipo, list_id, quantidade, adicionado_em)
     VALUES ($1, $2, 'lista', $3, $4, $5)
     ON CONFLICT (cart_id, hash) DO UPDATE SET quantidade = EXCLUDED.quantidade`,
    [cartId, kit.hash, list.id, quantidade, now.toISOString()],
  );
  for (const p of kit.products) {
    await tx.query(
      `INSERT INTO cart_item_list_products (cart_id, hash, product_id, simple_value_id, quantidade)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (cart_id, hash, product_id) DO NOTHING`,
      [cartId, kit.hash, p.row.id, p.valueId, p.row.quantidade],
    );
  }
  return avisos;
}

type CombinationAdd = Extract<Parsed<Endpoints['cartAdd'], 'body'>, { tipo: 'combinacao' }>;
type CombinationSide = CombinationAdd['produtoPrincipal'];
interface ChosenSide {
  id: number;
  idAtributoValor: number | null;
}

/** The most pairs a combination line may hold: the lesser stock of its two products (of their chosen values). */
async function combinationStock(
  tx: Queryable,
  main: ChosenSide,
  indicated: ChosenSide,
  checkStatus: boolean,
): Promise<{ nome: string; disponivel: number }> {
  const products = await loadProducts(tx, [main.id, indicated.id]);
  const lines = [
    productLine(products.get(main.id), main.id, main.idAtributoValor, 'produtoPrincipal', checkStatus),
    productLine(products.get(indicated.id), indicated.id, indicated.idAtributoValor, 'produtoIndicado', checkStatus),
  ];
  return {
    nome: lines.map((l) => l.nome).join(' + '),
    disponivel: Math.min(...lines.map((l) => l.disponivel)),
  };
}

/**
 * Adds `quantidade` 'Compre junto' pairs as one 'combinacao' line (decision 024): the pair must be a combination
 * (404), both products available with their simple values chosen (400), the quantity clamped to both stocks. Only
 * ids and values are kept: the line is priced when the cart is read, from the database.
 */
export async function addCombination(
  { tx, cartId, now }: Locked,
  main: CombinationSide,
  indicated: CombinationSide,
  pairs: number,
): Promise<CartNotice[]> {
  const [combination] = await tx.query<{ id: number }>(
    'SELECT id FROM combinations WHERE product_id = $1 AND indicated_id = $2',
    [main.id, indicated.id],
  );
  if (!combination) throw notFound('Combinação não encontrada para estes produtos.');
  const { nome, disponivel } = await combinationStock(tx, main, indicated, true);
  const hash = `c${combination.id}-${main.idAtributoValor ?? 0}.${indicated.idAtributoValor ?? 0}`;
  const avisos: CartNotice[] = [];
  const quantidade = clamp(hash, nome, (await currentQuantity(tx, cartId, hash)) + pairs, disponivel, avisos);
  await tx.query(
    `INSERT INTO cart_items
       (cart_id, hash, tipo, product_id, simple_value_id, combination_id, indicated_value_id, quantidade, adicionado_em)
     VALUES ($1, $2, 'combinacao', $3, $4, $5, $6, $7, $8)
     ON CONFLICT (cart_id, hash) DO UPDATE SET quantidade = EXCLUDED.quantidade`,
    [
      cartId,
      hash,
      main.id,
      main.idAtributoValor,
      combination.id,
      indicated.idAtributoValor,
      quantidade,
      now.toISOString(),
    ],
  );
  return avisos;
}

interface LineRow {
  product_id: number | null;
  simple_value_id: number | null;
  indicated_id: number | null;
  indicated_value_id: number | null;
}

/** PUT: sets a line's quantity, clamped to the stock available now (a combination's: both products'). */
export async function setQuantity({ tx, cartId }: Locked, body: CartUpdate): Promise<CartNotice[]> {
  const [line] = await tx.query<LineRow>(
    `SELECT ci.product_id, ci.simple_value_id, c.indicated_id, ci.indicated_value_id
       FROM cart_items ci LEFT JOIN combinations c ON c.id = ci.combination_id
      WHERE ci.cart_id = $1 AND ci.hash = $2 AND ci.tipo = $3`,
    [cartId, body.hash, body.tipo],
  );
  if (!line) throw notFound(LINE_MISSING);
  let nome: string;
  let available: number;
  if (body.tipo === 'produto' && line.product_id !== null) {
    const products = await loadProducts(tx, [line.product_id]);
    const checked = productLine(products.get(line.product_id), line.product_id, line.simple_value_id, 'hash', false);
    nome = checked.nome;
    available = checked.disponivel;
  } else if (body.tipo === 'combinacao' && line.product_id !== null && line.indicated_id !== null) {
    ({ nome, disponivel: available } = await combinationStock(
      tx,
      { id: line.product_id, idAtributoValor: line.simple_value_id },
      { id: line.indicated_id, idAtributoValor: line.indicated_value_id },
      false,
    ));
  } else {
    const [list] = await tx.query<{ nome: string }>(
      'SELECT l.nome FROM cart_items ci JOIN shopping_lists l ON l.id = ci.list_id WHERE ci.cart_id = $1 AND ci.hash = $2',
      [cartId, body.hash],
    );
    nome = list?.nome ?? body.hash;
    available = await kitLineStock(tx, cartId, body.hash);
  }
  const avisos: CartNotice[] = [];
  const quantidade = clamp(body.hash, nome, body.quantidade, available, avisos);
  await tx.query('UPDATE cart_items SET quantidade = $3 WHERE cart_id = $1 AND hash = $2', [
    cartId,
    body.hash,
    quantidade,
  ]);
  return avisos;
}

/** DELETE: removes a line (a kit's products, a combination's pair go with it). */
export async function removeLine({ tx, cartId }: Locked, body: CartRemove): Promise<CartNotice[]> {
  const removed = await tx.query(
    'DELETE FROM cart_items WHERE cart_id = $1 AND hash = $2 AND tipo = $3 RETURNING hash',
    [cartId, body.hash, body.tipo],
  );
  if (removed.length === 0) throw notFound(LINE_MISSING);
  return [];
}

/** Empties the session's cart under the row lock every change takes (an internal sale starts and ends empty). */
export async function clearCart(tx: Queryable, sessionHash: string, now: Date): Promise<void> {
  const [cart] = await tx.query<{ id: number }>('SELECT id FROM carts WHERE session_hash = $1 FOR UPDATE', [
    sessionHash,
  ]);
  if (!cart) return;
  await tx.query('DELETE FROM cart_items WHERE cart_id = $1', [cart.id]);
  await tx.query('UPDATE carts SET versao = versao + 1, atualizado_em = $2 WHERE id = $1', [
    cart.id,
    now.toISOString(),
  ]);
}

/** The cart follows its shopper from one session to the next (signing in opens a new session). */
export async function moveCart(tx: Queryable, fromHash: string, toHash: string): Promise<void> {
  await tx.query('UPDATE carts SET session_hash = $2 WHERE session_hash = $1', [fromHash, toHash]);
}

/** Drops the session's cart (signing out). */
export async function dropCart(tx: Queryable, sessionHash: string): Promise<void> {
  await tx.query('DELETE FROM carts WHERE session_hash = $1', [sessionHash]);
}
