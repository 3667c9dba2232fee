/**
 * The staging half of an import (migration 041): one run at a time, its checked and resolved products written into
 * `import_staging` a batch at a time, each batch its own short statement — so the store keeps serving between them,
 * on PGlite too. Search vectors are computed here, batch by batch, not in the final transaction. A run that dies
 * leaves rows behind: they are removed at start-up and by the next import, once the run has given no sign for
 * `STALE_AFTER`.
 */
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { mapInTurns } from '../../lib/turns';
import { longVectorSql, rankVectorSql } from '../catalog/search-index';
import type { CatalogRefs } from './catalog-refs';
import type { PreparedProduct } from './product-prepare';
import { assignSlugs, currentValues, planValues, productRowsOf } from './product-write';

/** A run that has not staged a batch for this long is taken for dead. */
const STALE_AFTER = '2 minutes';

const BUSY =
  'Outra importação do catálogo está em andamento. Espere ela terminar e envie o arquivo de novo (nada foi alterado).';
const TAKEN_OVER = 'A importação ficou parada por tempo demais e foi cancelada; envie o arquivo de novo.';

/**
 * Removes the staged rows of dead runs: those silent for STALE_AFTER, or (`all`, at start-up on PGlite, where this
 * process is the only one) every run.
 */
export async function cleanStaleImports(db: Queryable, { all = false }: { all?: boolean } = {}): Promise<number> {
  const dead = await db.query<{ id: string }>(
    all
      ? 'SELECT id FROM import_runs'
      : `SELECT id FROM import_runs WHERE sinal_em < now() - interval '${STALE_AFTER}'`,
  );
  for (const { id } of dead) await dropRun(db, id);
  return dead.length;
}

/** Starts a run, or refuses (409) while another live one holds the catalogue's import slot. */
export async function beginRun(db: Db): Promise<string> {
  await cleanStaleImports(db);
  const id = randomUUID();
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO import_runs (id) VALUES ($1) ON CONFLICT (unico) DO NOTHING RETURNING id',
    [id],
  );
  if (!row) throw new ApiError('conflict', BUSY);
  return id;
}

/** Staged rows removed per statement (a 100,000-product run would be one long DELETE). */
const DROP_SLICE = 5_000;

/** Ends a run: its staged rows (a slice at a time), then the run. */
export async function dropRun(db: Queryable, id: string): Promise<void> {
  for (;;) {
    const gone = await db.query(
      `DELETE FROM import_staging WHERE import_id = $1
          AND seq < (SELECT min(seq) FROM import_staging WHERE import_id = $1) + $2 RETURNING 1`,
      [id, DROP_SLICE],
    );
    if (gone.length === 0) break;
  }
  await db.query('DELETE FROM import_runs WHERE id = $1', [id]);
}

const num = (p: PreparedProduct) => p.existing?.id;

/**
 * Stages a batch of new or changed products of run `id` from sequence number `seq` on: ids, slugs (unique against
 * the store and the rows staged before), the rows of every table and the search vectors.
 */
export async function stageBatch(
  db: Queryable,
  refs: CatalogRefs,
  id: string,
  seq: number,
  batch: PreparedProduct[],
): Promise<void> {
  const [alive] = await db.query('UPDATE import_runs SET sinal_em = now() WHERE id = $1 RETURNING id', [id]);
  if (!alive) throw new ApiError('conflict', TAKEN_OVER);
  if (batch.length === 0) return;
  await assignSlugs(batch, (candidates) =>
    db.query<{ slug: string; id: number }>(
      `SELECT slug, id FROM products WHERE slug = ANY($1)
       UNION ALL SELECT slug, product_id FROM import_staging WHERE import_id = $2 AND slug = ANY($1)`,
      [candidates, id],
    ),
  );
  const ids: number[] = [];
  for (const p of batch) ids.push(num(p) ?? (await refs.nextId('products')));
  const current = await currentValues(
    db,
    batch.flatMap((p) => num(p) ?? []),
  );
  const rows = await mapInTurns(batch, async (p, i) => {
    const productId = ids[i]!;
    const values = await planValues(
      refs,
      p,
      productId,
      current.filter((v) => v.product_id === productId),
    );
    const own = productRowsOf(p, productId);
    const product = {
      ...own.product,
      filtros: [...p.filterValueIds].sort((a, b) => a - b),
      atributos: [...new Set(p.values.map((v) => v.attributeValueId))].sort((a, b) => a - b),
    };
    const uploads = p.uploads.map((u) => ({ sha256: u.sha256, tipo: u.tipo, dados: u.dados.toString('base64') }));
    return {
      seq: seq + i,
      product_id: productId,
      visto_em: p.existing?.visto ?? null,
      slug: p.product.slug,
      dados: { ...own, product, ...values, uploads },
      marca: p.product.marca,
      taxonomia: p.product.categoria,
    };
  });
  const rank = rankVectorSql({
    nome: "(x.dados->'product'->>'nome')",
    sku: "(x.dados->'product'->>'sku')",
    mpn: "(x.dados->'product'->>'mpn')",
    marca: 'x.marca',
    taxonomia: 'x.taxonomia',
    curta: "(x.dados->'product'->>'descricao_curta')",
  });
  await db.query(
    `INSERT INTO import_staging (import_id, seq, product_id, visto_em, slug, dados, busca_rank, busca)
     SELECT $1, x.seq, x.product_id, x.visto_em, x.slug, x.dados, v.r,
            v.r || ${longVectorSql("(x.dados->'product'->>'descricao_longa')")}
       FROM jsonb_to_recordset($2::jsonb) AS x(seq int, product_id int, visto_em timestamptz, slug text, dados jsonb,
                                               marca text, taxonomia text),
            LATERAL (SELECT ${rank} AS r) v`,
    [id, JSON.stringify(rows)],
  );
}
