/** GET and PUT /v2/admin/products/{sku}: one product in the shape of the contract, created or replaced whole. */
import type { AdminProduct, AnswerOf } from '@vitrine/contract';
import type { adminEndpoints } from '@vitrine/contract';
import type { Db } from '../../db/client';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { changedSince } from './import';
import { catalogOperation } from './catalog-operation';
import type { Actor } from './keys';
import { prepareProduct, skuOwners, unchanged, valueSkusOf } from './product-prepare';
import type { ImagePolicy } from '../media/addresses';
import { readChangedPage, readProductsBySku, type StoredProduct } from './product-read';
import { writeProducts } from './product-write';

const NOT_FOUND = 'Produto não encontrado.';

export async function getProduct(db: Db, sku: string): Promise<StoredProduct & { versao: string }> {
  const found = (await readProductsBySku(db, [sku])).get(sku);
  if (!found) throw notFound(NOT_FOUND);
  return { ...found.product, versao: found.versao };
}

/** What a writer believes of the product it writes (PUT's `versao` and `novo`; issue 36). */
export interface WriteExpectation {
  /** The version the writer read: a product changed since is refused (409), as an import's row is. */
  versao?: string | undefined;
  /** The writer creates: an existing sku is refused (409). */
  novo?: boolean | undefined;
}

/** Whether a change touches the words typo correction knows (name, brand, category) or adds a product. */
const wordsChanged = (before: StoredProduct | undefined, after: StoredProduct) =>
  !before ||
  before.nome !== after.nome ||
  before.marca !== after.marca ||
  before.categoria !== after.categoria ||
  before.ativo !== after.ativo;

export async function putProduct(
  db: Db,
  actor: Actor,
  input: AdminProduct,
  policy: ImagePolicy,
  expected: WriteExpectation = {},
): Promise<AnswerOf<typeof adminEndpoints.productPut>> {
  return catalogOperation<AnswerOf<typeof adminEndpoints.productPut>>(db, actor, async (op) => {
    const existing = (await readProductsBySku(op.tx, [input.sku])).get(input.sku);
    if (existing && expected.novo) {
      throw new ApiError(
        'conflict',
        `Já existe um produto com o SKU ${input.sku}: escolha outro SKU ou edite o produto.`,
        {
          sku: `SKU ${input.sku} já existe.`,
        },
      );
    }
    if (existing && expected.versao && expected.versao !== existing.versao) {
      // The import's conflict rule (import.ts): a write based on an older read does not revert another's change.
      throw new ApiError(
        'conflict',
        `Conflito: o produto ${input.sku} mudou desde que foi aberto (${await changedSince(op.tx, input.sku, existing.versao)}). Nada foi gravado: abra o produto de novo e refaça a mudança.`,
        { versao: 'O produto mudou desde que foi aberto.' },
      );
    }
    const prepared = await prepareProduct(op.refs, input, existing, await skuOwners(op.tx, valueSkusOf(input)), policy);
    if ('issues' in prepared) {
      const fields = Object.fromEntries(prepared.issues.map((i) => [i.path.join('.'), i.message]));
      throw badRequest(`Produto recusado (${prepared.issues.map((i) => i.message).join(' ')})`, fields);
    }
    const target = `produto:${input.sku}`;
    if (unchanged(prepared)) {
      return {
        result: { situacao: 'inalterado' as const, produto: prepared.product },
        audit: { action: 'produto.salvar', target, rows: 0 },
      };
    }
    await writeProducts(op.tx, op.refs, [prepared]);
    op.changed = true;
    op.wordsChanged = wordsChanged(existing?.product, prepared.product);
    const produto = (await readProductsBySku(op.tx, [input.sku])).get(input.sku)!.product;
    return {
      result: { situacao: existing ? ('alterado' as const) : ('criado' as const), produto },
      audit: {
        action: 'produto.salvar',
        target,
        rows: 1,
        detail: { antes: existing?.product ?? null, depois: produto },
      },
    };
  });
}

/** The product list's cursor: the position (version and id) of the last product of a page, opaque to the client. */
const cursorOf = (p: { versao: string; id: number }) =>
  Buffer.from(JSON.stringify([p.versao, p.id])).toString('base64url');
function readCursor(cursor: string): { versao: string; id: number } {
  try {
    const [versao, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof versao === 'string' && !Number.isNaN(Date.parse(versao)) && Number.isInteger(id)) {
      return { versao, id: id as number };
    }
  } catch {
    // Answered below.
  }
  throw badRequest('Cursor inválido: use o valor de "proximo" da página anterior.', { cursor: 'Cursor inválido.' });
}

/**
 * GET /v2/admin/products: the catalogue in the order it changed, (atualizado_em, id), from `alteradoDesde` or the
 * start, a page at a time; `proximo` is the cursor of the next page, null on the last.
 */
export async function listProducts(
  db: Db,
  query: { alteradoDesde?: string; cursor?: string; limite: number },
): Promise<AnswerOf<typeof adminEndpoints.products>> {
  const after = query.cursor ? readCursor(query.cursor) : null;
  const page = await readChangedPage(db, after, query.alteradoDesde ?? null, query.limite + 1);
  const shown = page.slice(0, query.limite);
  const last = shown[shown.length - 1];
  return {
    produtos: shown.map((p) => ({ ...p.product, versao: p.versao })),
    proximo: page.length > query.limite && last ? cursorOf(last) : null,
  };
}

/** POST /v2/admin/products/{sku}/desativar: the product leaves the shop (ativo false), kept with its history. */
export async function deactivateProduct(
  db: Db,
  actor: Actor,
  sku: string,
  policy: ImagePolicy,
): Promise<AnswerOf<typeof adminEndpoints.productDeactivate>> {
  const { versao: _versao, ...product } = await getProduct(db, sku);
  return putProduct(db, actor, { ...product, ativo: false }, policy);
}
