/** "Compre junto" (T§3 Combination, B§7 POST /product/combination): prices always from the database. */
import {
  type Combination,
  type CombinationPrices,
  type CombinationResponse,
  type combinationRequestSchema,
} from '@vitrine/contract';
import { CART_PAGE_PATH } from '@vitrine/contract/constants';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/errors';
import { toReais } from '../../../lib/money';
import { combinationCents } from '../combination-price';
import { deNowSql, porNowSql, scheduleJoin } from '../price-now';
import { cashPriceCents, installments, type PriceInput } from '../pricing';
import { productCards } from '../product-cards';
import type { StorePricing } from '../store-pricing';

const side = (p: PriceInput) => ({
  de: p.deCents !== null && p.deCents > p.porCents ? toReais(p.deCents) : null,
  por: toReais(p.porCents),
});

/** Both products' effective prices, and the pair less `descontoPercent` (descontoCombinacao = the amount). */
function combinationPrices(
  main: PriceInput,
  indicated: PriceInput,
  descontoPercent: number,
  pricing: StorePricing,
): CombinationPrices {
  const { de: sum, desconto: discount, por } = combinationCents(main.porCents, indicated.porCents, descontoPercent);
  return {
    produtoPrincipal: side(main),
    produtoIndicado: side(indicated),
    combinacao: {
      de: toReais(sum),
      por: toReais(por),
      vista: toReais(cashPriceCents(por, pricing.cashDiscountPercent)),
      descontoCombinacao: toReais(discount),
      parcelamento: installments(por, pricing.rules),
    },
  };
}

interface PairRow {
  id: number;
  main_de: number | null;
  main_por: number;
  ind_id: number;
  ind_de: number | null;
  ind_por: number;
  desconto: number;
}

/** The combinations of a product whose indicated product is active and available, with prices without choices. */
export async function detailCombinations(
  db: Queryable,
  productId: number,
  pricing: StorePricing,
  now: Date,
): Promise<Combination[]> {
  const rows = await db.query<PairRow>(
    `SELECT c.id, c.desconto_percent::float8 AS desconto,
            ${deNowSql({ product: 'm', schedule: 'msp' })} AS main_de,
            ${porNowSql({ product: 'm', schedule: 'msp' })} AS main_por,
            p.id AS ind_id, ${deNowSql()} AS ind_de, ${porNowSql()} AS ind_por
       FROM combinations c
       JOIN products m ON m.id = c.product_id
       JOIN products p ON p.id = c.indicated_id AND buyable(p.ativo, p.status)
       ${scheduleJoin('$2')}
       ${scheduleJoin('$2', 'm', 'msp')}
      WHERE c.product_id = $1
      ORDER BY c.id`,
    [productId, now.toISOString()],
  );
  const cards = new Map(
    (await productCards(db, [...new Set(rows.map((r) => r.ind_id))], pricing, now)).map((c) => [c.id, c]),
  );
  return rows.flatMap((r) => {
    const produto = cards.get(r.ind_id);
    if (!produto) return [];
    return [
      {
        id: r.id,
        produto,
        precos: combinationPrices(
          { deCents: r.main_de, porCents: r.main_por },
          { deCents: r.ind_de, porCents: r.ind_por },
          r.desconto,
          pricing,
        ),
        carrinho: { url: CART_PAGE_PATH },
      },
    ];
  });
}

interface PriceRow {
  id: number;
  de: number | null;
  por: number;
  valores: { id: number; de: number | null; por: number }[] | null;
}

type Parsed = z.infer<typeof combinationRequestSchema>;
type Side = Parsed['produtoPrincipal'];

/** POST /product/combination: the pair's prices for the chosen values; a tampered `preco` changes nothing. */
export async function recomputeCombination(ctx: AppContext, body: Parsed): Promise<CombinationResponse> {
  const now = ctx.now();
  const pricing = await ctx.pricing.get();
  const ids = [body.produtoPrincipal.id, body.produtoIndicado.id];
  const rows = await ctx.db.query<PriceRow>(
    `SELECT p.id, ${deNowSql()} AS de, ${porNowSql()} AS por,
            (SELECT json_agg(json_build_object('id', v.id, 'de', v.preco_de_cents, 'por', v.preco_por_cents))
               FROM product_simple_values v WHERE v.product_id = p.id) AS valores
       FROM products p ${scheduleJoin('$2')}
      WHERE p.id = ANY($1::int[]) AND p.ativo`,
    [ids, now.toISOString()],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const price = (field: 'produtoPrincipal' | 'produtoIndicado', chosen: Side): PriceInput => {
    const row = byId.get(chosen.id);
    if (!row) {
      throw badRequest(`Produto ${chosen.id} não encontrado.`, { [`${field}.id`]: 'Produto não encontrado.' });
    }
    if (chosen.idAtributoValor === null) return { deCents: row.de, porCents: row.por };
    const value = (row.valores ?? []).find((v) => v.id === chosen.idAtributoValor);
    if (!value) {
      throw badRequest(`Valor de atributo ${chosen.idAtributoValor} não pertence ao produto ${chosen.id}.`, {
        [`${field}.idAtributoValor`]: 'Valor de atributo inválido para este produto.',
      });
    }
    return { deCents: value.de, porCents: value.por };
  };
  const main = price('produtoPrincipal', body.produtoPrincipal);
  const indicated = price('produtoIndicado', body.produtoIndicado);
  const [pair] = await ctx.db.query<{ id: number; desconto: number }>(
    `SELECT id, desconto_percent::float8 AS desconto FROM combinations WHERE product_id = $1 AND indicated_id = $2`,
    ids,
  );
  if (!pair) throw notFound('Combinação não encontrada para estes produtos.');
  return {
    id: pair.id,
    precos: combinationPrices(main, indicated, pair.desconto, pricing),
    carrinho: { url: CART_PAGE_PATH },
  };
}
