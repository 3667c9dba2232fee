/**
 * The stock-aware detail cache (docs/decisions/025-product-detail-cache.md), its pure half: a cached product or kit
 * detail carries the stock it was loaded with; every request reads the stock afresh and puts it in with these
 * functions, through the same rules the loader uses (groupStock, priceKit). A cached answer is never changed: each
 * request gets new objects where stock shows, the cached ones everywhere else (key order kept).
 */
import type { ProductDetail } from '@vitrine/contract';
import { groupStock } from '../group-stock';
import type { Kit } from './kit';

/** Stock read for one request: the product's own, other products' by id, simple values' by id. */
export interface StockNow {
  estoque: number;
  produtos: ReadonlyMap<number, number>;
  valores: ReadonlyMap<number, number>;
}

/**
 * The span of time, in epoch milliseconds, over which the scheduled prices in force for a detail stay the same:
 * from the latest schedule boundary (start or end) at or before the moment it was loaded to the first one after.
 */
export interface PriceWindow {
  from: number;
  until: number;
}

export const inWindow = (window: PriceWindow, nowMs: number): boolean => window.from <= nowMs && nowMs < window.until;

/** A stock read that misses an id (a member added after the read) keeps the stock the detail was loaded with. */
const stockOf = (stock: ReadonlyMap<number, number>, id: number, loaded: number): number => stock.get(id) ?? loaded;

/**
 * The product detail with `stock`: the product's `estoque`, each simple value's, each product-group item's (and the
 * `quantidadeMaxima` they give) and each 'Compre junto' product card's.
 */
export function withProductStock(detail: ProductDetail, stock: StockNow): ProductDetail {
  const produtos = detail.produtos.map((p) => ({ ...p, estoque: stockOf(stock.produtos, p.id, p.estoque) }));
  const { simples } = detail.atributos;
  return {
    ...detail,
    estoque: stock.estoque,
    quantidadeMaxima: groupStock(produtos) ?? stock.estoque,
    atributos: simples
      ? {
          ...detail.atributos,
          simples: {
            ...simples,
            valores: simples.valores.map((v) => ({
              ...v,
              estoque: stockOf(stock.valores, v.idAtributoValor, v.estoque),
            })),
          },
        }
      : detail.atributos,
    combinacoes: detail.combinacoes.map((c) => ({
      ...c,
      produto: { ...c.produto, estoque: stockOf(stock.produtos, c.produto.id, c.produto.estoque) },
    })),
    produtos,
  };
}

/** The kit's products with `stock` (theirs and their simple values'), to be priced as the loader prices them. */
export function kitWithStock(kit: Kit, stock: StockNow): Kit {
  return {
    list: kit.list,
    products: kit.products.map((p) => ({
      ...p,
      estoque: stockOf(stock.produtos, p.id, p.estoque),
      simples: p.simples && p.simples.map((v) => ({ ...v, estoque: stockOf(stock.valores, v.id, v.estoque) })),
    })),
  };
}
