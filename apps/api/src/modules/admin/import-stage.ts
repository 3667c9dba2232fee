/**
 * The staging half of an import (migration 041): one run at a time, its checked and resolved products written into
 * `import_staging` a batch at a time, each batch its own short statement — so the store keeps serving meanwhile,
 * on PGlite too. Search vectors are computed here, batch by batch, not in the final transaction.
 *
 * One import at a time: a run holds the catalogue's import slot while it lives. On a PostgreSQL server the slot is a
 * session advisory lock on a connection the run keeps to itself, so it ends with that connection — the process
 * killed, the connection ended by the server — and the next import may begin at once. On PGlite this process owns
 * the database: the slot is held in memory, and a process that is gone holds nothing. Whoever takes the slot knows
 * that any run still recorded is dead, and removes it with its staged rows.
 */
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { mapInTurns } from '../../lib/turns';
import { longVectorSql, rankVectorSql } from '../catalog/search-index';
import type { CatalogRefs } from './catalog-refs';
import type { PreparedProduct } from './product-prepare';
import { assignSlugs, currentValues, planValues, productRowsOf } from './product-write';

/** Any constant: the catalogue's import slot on a PostgreSQL server (catalog-operation.ts has the write lock's). */
const IMPORT_LOCK = 7_402_327;

const BUSY =
  'Outra importação do catálogo está em andamento agora (uma de cada vez). Espere ela terminar e envie o arquivo de novo; nada foi alterado.';
const TAKEN_OVER =
  'A importação perdeu a conexão com o banco de dados e outra importação começou; nada desta foi aplicado, envie o arquivo de novo.';

/** The PGlite databases of this process with an import under way. */
const importing = new WeakSet<Db>();

interface Slot {
  release(): Promise<void>;
}

/** The catalogue's import slot, or null while a live import holds it. */
async function takeSlot(db: Db): Promise<Slot | null> {
  if (db.kind === 'pglite') {
    if (importing.has(db)) return null;
    importing.add(db);
    return { release: async () => void importing.delete(db) };
  }
  const connection = await db.reserve();
  let taken: boolean;
  try {
    const [row] = await connection.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1) AS taken', [IMPORT_LOCK]);
    taken = row?.taken === true;
  } catch (error) {
    connection.release(true);
    throw error;
  }
  if (!taken) {
    connection.release();
    return null;
  }
  return {
    release: async () => {
      try {
        await connection.query('SELECT pg_advisory_unlock($1)', [IMPORT_LOCK]);
        connection.release();
      } catch {
        // The connection is gone, and its lock with it (or closing it now ends the lock).
        connection.release(true);
      }
    },
  };
}

/** Removes every recorded run with its staged rows (the caller holds the slot: they are all dead). */
async function dropDeadRuns(db: Queryable): Promise<number> {
  const dead = await db.query<{ id: string }>('SELECT id FROM import_runs');
  for (const { id } of dead) await dropRun(db, id);
  return dead.length;
}

/**
 * Removes the runs of imports that are gone (at start-up): all of them, unless a live import holds the slot (another
 * process on the same server), whose run is then left alone.
 */
export async function cleanDeadImports(db: Db): Promise<number> {
  const slot = await takeSlot(db);
  if (!slot) return 0;
  try {
    return await dropDeadRuns(db);
  } finally {
    await slot.release();
  }
}

export interface ImportRun {
  id: string;
  /** Gives the import slot back (after dropRun). */
  release(): Promise<void>;
}

/** Starts a run, or refuses (409) while another live import holds the slot; removes the runs of dead imports. */
export async function beginRun(db: Db): Promise<ImportRun> {
  const slot = await takeSlot(db);
  if (!slot) throw new ApiError('conflict', BUSY);
  try {
    await dropDeadRuns(db);
    const id = randomUUID();
    await db.query('INSERT INTO import_runs (id) VALUES ($1)', [id]);
    return { id, release: () => slot.release() };
  } catch (error) {
    await slot.release();
    throw error;
  }
}

/**
 * In the final transaction: the run is still the recorded one (not removed by an import that began after this one's
 * slot was lost), and stays so until the transaction ends.
 */
export async function holdRun(tx: Queryable, id: string): Promise<void> {
  const [alive] = await tx.query('SELECT id FROM import_runs WHERE id = $1 FOR UPDATE', [id]);
  if (!alive) throw new ApiError('conflict', TAKEN_OVER);
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
  try {
    await db.query(
      `INSERT INTO import_staging (import_id, seq, product_id, visto_em, slug, dados, busca_rank, busca)
       SELECT $1, x.seq, x.product_id, x.visto_em, x.slug, x.dados, v.r,
              v.r || ${longVectorSql("(x.dados->'product'->>'descricao_longa')")}
         FROM jsonb_to_recordset($2::jsonb) AS x(seq int, product_id int, visto_em timestamptz, slug text, dados jsonb,
                                                 marca text, taxonomia text),
              LATERAL (SELECT ${rank} AS r) v`,
      [id, JSON.stringify(rows)],
    );
  } catch (error) {
    // The run was removed under this statement (a newer import took the slot after this one's connection was lost).
    if ((error as { code?: unknown }).code === '23503') throw new ApiError('conflict', TAKEN_OVER);
    throw error;
  }
}
