/**
 * PATCH /v2/admin/stock and /v2/admin/prices: many skus — products or simple values — in one transaction, one answer
 * per sku. A product with variations keeps the sum of their stock (its own is refused: change the variations').
 * Stock is not part of the catalogue version (listings do not read it; pages read it afresh), prices are.
 */
import type { PatchAnswer } from '@vitrine/contract';
import type { Db, Queryable } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { catalogOperation } from './catalog-operation';
import type { Actor } from './keys';

interface Target {
  kind: 'p' | 'v';
  id: number;
  sku: string;
  product_id: number;
  estoque: number;
  de: number | null;
  por: number;
  variacoes: number;
}

const TARGETS = `
SELECT 'p' AS kind, p.id, p.sku, p.id AS product_id, p.estoque, p.preco_de_cents AS de, p.preco_por_cents AS por,
       (SELECT count(*)::int FROM product_simple_values v WHERE v.product_id = p.id) AS variacoes
  FROM products p WHERE p.sku = ANY($1::text[])
UNION ALL
SELECT 'v', v.id, v.sku, v.product_id, v.estoque, v.preco_de_cents, v.preco_por_cents, 0
  FROM product_simple_values v WHERE v.sku = ANY($1::text[])`;

function distinctSkus(items: readonly { sku: string }[]): string[] {
  const seen = new Set<string>();
  const fields: Record<string, string> = {};
  items.forEach((item, i) => {
    if (seen.has(item.sku)) fields[`${i}.sku`] = `SKU repetido: ${item.sku}.`;
    seen.add(item.sku);
  });
  if (Object.keys(fields).length > 0) throw badRequest('Cada SKU pode aparecer uma vez por chamada.', fields);
  return [...seen];
}

async function targets(tx: Queryable, skus: string[]): Promise<Map<string, Target>> {
  const rows = await tx.query<Target>(TARGETS, [skus]);
  return new Map(rows.map((r) => [r.sku, r]));
}

const json = (rows: object[]) => JSON.stringify(rows);

export async function patchStock(db: Db, actor: Actor, items: { sku: string; estoque: number }[]) {
  const skus = distinctSkus(items);
  return catalogOperation(db, actor, async ({ tx }) => {
    const found = await targets(tx, skus);
    const resultados: PatchAnswer['resultados'] = [];
    const products: { id: number; estoque: number }[] = [];
    const values: { id: number; estoque: number }[] = [];
    const changes: Record<string, [number, number]> = {};
    for (const { sku, estoque } of items) {
      const t = found.get(sku);
      if (!t) resultados.push({ sku, situacao: 'naoEncontrado', mensagem: 'SKU não encontrado.' });
      else if (t.kind === 'p' && t.variacoes > 0) {
        resultados.push({
          sku,
          situacao: 'recusado',
          mensagem: 'Produto com variações: envie o estoque de cada variação (o do produto é a soma delas).',
        });
      } else if (t.estoque === estoque) resultados.push({ sku, situacao: 'inalterado' });
      else {
        (t.kind === 'p' ? products : values).push({ id: t.id, estoque });
        changes[sku] = [t.estoque, estoque];
        resultados.push({ sku, situacao: 'alterado' });
      }
    }
    if (products.length > 0) {
      await tx.query(
        `UPDATE products p SET estoque = x.estoque FROM json_populate_recordset(null::products, $1) x WHERE p.id = x.id`,
        [json(products)],
      );
    }
    if (values.length > 0) {
      await tx.query(
        `UPDATE product_simple_values v SET estoque = x.estoque
           FROM json_populate_recordset(null::product_simple_values, $1) x WHERE v.id = x.id`,
        [json(values)],
      );
      await syncProductStock(
        tx,
        values.map((v) => [...found.values()].find((t) => t.kind === 'v' && t.id === v.id)!.product_id),
      );
    }
    const alterados = products.length + values.length;
    return {
      result: { resultados, alterados },
      audit: {
        action: 'estoque.atualizar',
        target: `${items.length} skus`,
        rows: alterados,
        detail: { estoque: changes },
      },
    };
  });
}

/** A product with variations holds the sum of their stock (as the seed writes it). */
async function syncProductStock(tx: Queryable, productIds: number[]): Promise<void> {
  await tx.query(
    `UPDATE products p SET estoque = s.total
       FROM (SELECT product_id, sum(estoque)::int AS total FROM product_simple_values
              WHERE product_id = ANY($1::int[]) GROUP BY product_id) s
      WHERE p.id = s.product_id AND p.estoque <> s.total`,
    [[...new Set(productIds)]],
  );
}

export async function patchPrices(db: Db, actor: Actor, items: { sku: string; de: number | null; por: number }[]) {
  const skus = distinctSkus(items);
  return catalogOperation(db, actor, async (op) => {
    const found = await targets(op.tx, skus);
    const resultados: PatchAnswer['resultados'] = [];
    const rows: Record<'p' | 'v', { id: number; preco_de_cents: number | null; preco_por_cents: number }[]> = {
      p: [],
      v: [],
    };
    const changes: Record<string, unknown> = {};
    for (const { sku, de, por } of items) {
      const t = found.get(sku);
      const deCents = de === null ? null : Math.round(de * 100);
      const porCents = Math.round(por * 100);
      if (!t) resultados.push({ sku, situacao: 'naoEncontrado', mensagem: 'SKU não encontrado.' });
      else if (t.de === deCents && t.por === porCents) resultados.push({ sku, situacao: 'inalterado' });
      else {
        rows[t.kind].push({ id: t.id, preco_de_cents: deCents, preco_por_cents: porCents });
        changes[sku] = { antes: { de: t.de, por: t.por }, depois: { de: deCents, por: porCents } };
        resultados.push({ sku, situacao: 'alterado' });
      }
    }
    for (const [kind, table] of [
      ['p', 'products'],
      ['v', 'product_simple_values'],
    ] as const) {
      if (rows[kind].length === 0) continue;
      await op.tx.query(
        `UPDATE ${table} t SET preco_de_cents = x.preco_de_cents, preco_por_cents = x.preco_por_cents
           FROM json_populate_recordset(null::${table}, $1) x WHERE t.id = x.id`,
        [json(rows[kind])],
      );
    }
    const alterados = rows.p.length + rows.v.length;
    op.changed = alterados > 0;
    return {
      result: { resultados, alterados },
      audit: {
        action: 'precos.atualizar',
        target: `${items.length} skus`,
        rows: alterados,
        detail: { precos: changes },
      },
    };
  });
}
