import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@vitrine/contract';
import { inWindow, kitWithStock, withProductStock, type StockNow } from './detail-stock';
import type { Kit } from './kit';

/** The parts of a product detail that carry stock, around two fields that do not (their order kept). */
const detail = {
  id: 1,
  nome: 'Termômetro',
  estoque: 4,
  quantidadeMaxima: 2,
  atributos: {
    simples: {
      nome: 'Voltagem',
      valores: [
        { id: 7, idAtributoValor: 70, label: '110 V', estoque: 3 },
        { id: 8, idAtributoValor: 80, label: '220 V', estoque: 5 },
      ],
    },
    unico: null,
  },
  combinacoes: [{ id: 9, produto: { id: 3, nome: 'Sonda', estoque: 6 } }],
  produtos: [
    { id: 2, nome: 'Pilha', estoque: 9, quantidade: 4 },
    { id: 5, nome: 'Cabo', estoque: 4, quantidade: 1 },
  ],
  rota: '/termometro.html',
} as unknown as ProductDetail;

const stock = (estoque: number, produtos: [number, number][], valores: [number, number][] = []): StockNow => ({
  estoque,
  produtos: new Map(produtos),
  valores: new Map(valores),
});

describe('the stock read put into a cached detail (docs/decisions/025-product-detail-cache.md)', () => {
  it('B§3, B§5: sets the product’s, its values’, its group items’ and its ‘Compre junto’ cards’ stock', () => {
    const merged = withProductStock(
      detail,
      stock(
        1,
        [
          [2, 8],
          [5, 0],
          [3, 11],
        ],
        [
          [70, 0],
          [80, 12],
        ],
      ),
    );
    expect(merged.estoque).toBe(1);
    expect(merged.atributos.simples?.valores.map((v) => v.estoque)).toEqual([0, 12]);
    expect(merged.produtos.map((p) => p.estoque)).toEqual([8, 0]);
    expect(merged.combinacoes[0]?.produto.estoque).toBe(11);
    // A group's maximum is ⌊stock ÷ units⌋, the least over its items: min(⌊8 ÷ 4⌋, ⌊0 ÷ 1⌋).
    expect(merged.quantidadeMaxima).toBe(0);
  });

  it('B§5: without a product group the maximum is the product’s own stock', () => {
    expect(withProductStock({ ...detail, produtos: [] }, stock(13, [])).quantidadeMaxima).toBe(13);
  });

  it('keeps the cached answer unchanged, its key order, and the loaded stock of an id the read missed', () => {
    const before = JSON.stringify(detail);
    const merged = withProductStock(detail, stock(0, [[2, 1]]));
    expect(JSON.stringify(detail)).toBe(before);
    expect(merged.produtos.map((p) => p.estoque)).toEqual([1, 4]);
    expect(merged.combinacoes[0]?.produto.estoque).toBe(6);
    expect(merged.atributos.simples?.valores.map((v) => v.estoque)).toEqual([3, 5]);
    const same = stock(
      4,
      [
        [2, 9],
        [5, 4],
        [3, 6],
      ],
      [
        [70, 3],
        [80, 5],
      ],
    );
    expect(JSON.stringify(withProductStock(detail, same))).toBe(before);
  });

  it('B§2.5: gives a kit’s products and their values the stock read, leaving the cached kit alone', () => {
    const kit = {
      list: { id: 1 },
      products: [
        { id: 2, estoque: 9, simples: null },
        { id: 3, estoque: 1, simples: [{ id: 30, estoque: 2 }] },
      ],
    } as unknown as Kit;
    const before = JSON.stringify(kit);
    const merged = kitWithStock(kit, stock(0, [[2, 0]], [[30, 7]]));
    expect(merged.products.map((p) => [p.estoque, p.simples?.map((v) => v.estoque) ?? null])).toEqual([
      [0, null],
      [1, [7]],
    ]);
    expect(merged.list).toBe(kit.list);
    expect(JSON.stringify(kit)).toBe(before);
  });

  it('B§2.4: a price window holds from its start (included) to its end (excluded)', () => {
    const w = { from: 1_000, until: 2_000 };
    expect([999, 1_000, 1_999, 2_000].map((t) => inWindow(w, t))).toEqual([false, true, true, false]);
    expect(inWindow({ from: -Infinity, until: Infinity }, 0)).toBe(true);
  });
});
