/**
 * PATCH /v2/admin/stock and /v2/admin/prices: many skus — products or simple values — in one transaction, one answer
 * per sku. Each item is checked on its own and named by its sku; a field an item leaves out keeps its stored value
 * (a price item without `de` keeps the list price). A product with variations keeps the sum of their stock and the
 * prices of each: a change to its own is refused (change the variations'). Stock is not part of the catalogue
 * version (listings do not read it; pages read it afresh), prices are.
 *
 * The rule of import and PATCH alike (README "Catalogue import and export"): all or nothing — one refused item (an
 * unknown sku, a malformed item, a price that breaks the price rule) and nothing is written, a 400 naming each by
 * sku — unless `skipInvalid`: the good items are written and the refused ones named in the answer.
 */
import { portugueseErrors, priceItemSchema, priceProblem, stockItemSchema, type PatchAnswer } from '@vitrine/contract';
import type { z } from 'zod';
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

type Result = PatchAnswer['resultados'][number];

/** A sent item read by its schema, or its refusal (named by the sku it carries, else by its position). */
type Checked<T> = { item: T } | { refused: Result };

function checkItems<T extends { sku: string }>(items: readonly unknown[], schema: z.ZodType<T>): Checked<T>[] {
  const seen = new Set<string>();
  return items.map((raw, index) => {
    const sent = (raw as { sku?: unknown } | null)?.sku;
    const name = typeof sent === 'string' && sent !== '' ? sent : `item ${index + 1}`;
    const parsed = schema.safeParse(raw, { error: portugueseErrors });
    if (!parsed.success) {
      const mensagem = parsed.error.issues.map((i) => i.message).join(' ');
      return { refused: { sku: name, situacao: 'recusado', mensagem } };
    }
    if (seen.has(parsed.data.sku)) {
      return { refused: { sku: name, situacao: 'recusado', mensagem: `SKU repetido na chamada: ${name}.` } };
    }
    seen.add(parsed.data.sku);
    return { item: parsed.data };
  });
}

async function targets(tx: Queryable, skus: string[]): Promise<Map<string, Target>> {
  const rows = await tx.query<Target>(TARGETS, [skus]);
  return new Map(rows.map((r) => [r.sku, r]));
}

const NOT_FOUND = 'SKU não encontrado.';

/** All or nothing unless `skipInvalid`: refused items refuse the call (400 naming each by sku). */
function refuseUnlessSkipping(resultados: Result[], skipInvalid: boolean): void {
  const refused = resultados.filter((r) => r.situacao === 'recusado' || r.situacao === 'naoEncontrado');
  if (refused.length === 0 || skipInvalid) return;
  throw badRequest(
    `${refused.length} item(ns) recusado(s); nada foi alterado. Corrija-os ou use skipInvalid=true para gravar os outros.`,
    Object.fromEntries(refused.map((r) => [r.sku, r.mensagem ?? NOT_FOUND])),
  );
}

const json = (rows: object[]) => JSON.stringify(rows);

/** Marks products as changed now (a variation's price changed): an import from an older export sees a conflict. */
async function touchProducts(tx: Queryable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query('UPDATE products SET atualizado_em = clock_timestamp() WHERE id = ANY($1::int[])', [
    [...new Set(ids)],
  ]);
}

export async function patchStock(db: Db, actor: Actor, items: readonly unknown[], skipInvalid = false) {
  const checked = checkItems(items, stockItemSchema);
  return catalogOperation(db, actor, async ({ tx }) => {
    const found = await targets(
      tx,
      checked.flatMap((c) => ('item' in c ? [c.item.sku] : [])),
    );
    const resultados: Result[] = [];
    const products: { id: number; estoque: number }[] = [];
    const values: { id: number; estoque: number; product_id: number }[] = [];
    const changes: Record<string, [number, number]> = {};
    for (const c of checked) {
      if ('refused' in c) {
        resultados.push(c.refused);
        continue;
      }
      const { sku, estoque } = c.item;
      const t = found.get(sku);
      if (!t) resultados.push({ sku, situacao: 'naoEncontrado', mensagem: NOT_FOUND });
      else if (t.estoque === estoque) resultados.push({ sku, situacao: 'inalterado' });
      else if (t.kind === 'p' && t.variacoes > 0) {
        resultados.push({
          sku,
          situacao: 'recusado',
          mensagem: 'Produto com variações: envie o estoque de cada variação (o do produto é a soma delas).',
        });
      } else {
        if (t.kind === 'p') products.push({ id: t.id, estoque });
        else values.push({ id: t.id, estoque, product_id: t.product_id });
        changes[sku] = [t.estoque, estoque];
        resultados.push({ sku, situacao: 'alterado' });
      }
    }
    refuseUnlessSkipping(resultados, skipInvalid);
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
        [json(values.map(({ id, estoque }) => ({ id, estoque })))],
      );
      await syncProductStock(
        tx,
        values.map((v) => v.product_id),
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
  await touchProducts(tx, productIds);
}

export async function patchPrices(db: Db, actor: Actor, items: readonly unknown[], skipInvalid = false) {
  const checked = checkItems(items, priceItemSchema);
  return catalogOperation(db, actor, async (op) => {
    const found = await targets(
      op.tx,
      checked.flatMap((c) => ('item' in c ? [c.item.sku] : [])),
    );
    const resultados: Result[] = [];
    const rows: Record<'p' | 'v', { id: number; preco_de_cents: number | null; preco_por_cents: number }[]> = {
      p: [],
      v: [],
    };
    const touched: number[] = [];
    const changes: Record<string, unknown> = {};
    for (const c of checked) {
      if ('refused' in c) {
        resultados.push(c.refused);
        continue;
      }
      const { sku, de, por } = c.item;
      const t = found.get(sku);
      if (!t) {
        resultados.push({ sku, situacao: 'naoEncontrado', mensagem: NOT_FOUND });
        continue;
      }
      // A field left out keeps the stored value; `de: null` removes the list price.
      const deCents = de === undefined ? t.de : de === null ? null : Math.round(de * 100);
      const porCents = por === undefined ? t.por : Math.round(por * 100);
      const problem = priceProblem(deCents === null ? null : deCents / 100, porCents / 100);
      if (t.de === deCents && t.por === porCents) resultados.push({ sku, situacao: 'inalterado' });
      else if (t.kind === 'p' && t.variacoes > 0) {
        resultados.push({
          sku,
          situacao: 'recusado',
          mensagem: 'Produto com variações: envie o preço de cada variação (cada uma tem o seu).',
        });
      } else if (problem) resultados.push({ sku, situacao: 'recusado', mensagem: problem.mensagem });
      else {
        rows[t.kind].push({ id: t.id, preco_de_cents: deCents, preco_por_cents: porCents });
        if (t.kind === 'v') touched.push(t.product_id);
        changes[sku] = { antes: { de: t.de, por: t.por }, depois: { de: deCents, por: porCents } };
        resultados.push({ sku, situacao: 'alterado' });
      }
    }
    refuseUnlessSkipping(resultados, skipInvalid);
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
    await touchProducts(op.tx, touched);
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
