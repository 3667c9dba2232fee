/**
 * One catalogue operation of the admin API (a product PUT, a stock or price PATCH, an import): one transaction, one
 * writer at a time (an advisory lock on PostgreSQL; PGlite is one connection), one audit row, and one catalogue
 * version bump at the end when something changed — never one per row or per statement (migration 022). A dry run,
 * or work that asks for it (a refused import), does all of it and rolls back.
 */
import type { Db, Queryable } from '../../db/client';
import { refreshSearchWords } from '../catalog/search-index';
import { audit } from './audit';
import { CatalogRefs } from './catalog-refs';
import type { Actor } from './keys';

/** Any constant: serialises the admin API's catalogue writes on one PostgreSQL server. */
const CATALOG_WRITE_LOCK = 7_402_326;

export interface CatalogOperation {
  tx: Queryable;
  refs: CatalogRefs;
  /** Set by the work when it changed what listings, search or pages read (bumps the version once). */
  changed: boolean;
  /** Set when names or categories changed (the typo-correction words are rebuilt once, at the end). */
  wordsChanged: boolean;
}

export interface AuditEntry {
  action: string;
  target: string;
  rows: number;
  detail?: Record<string, unknown>;
}

class DryRun<T> extends Error {
  constructor(readonly result: T) {
    super('dry run');
  }
}

export async function catalogOperation<T>(
  db: Db,
  actor: Actor,
  work: (op: CatalogOperation) => Promise<{ result: T; audit: AuditEntry | null; rollback?: boolean }>,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [CATALOG_WRITE_LOCK]);
      await tx.query("SELECT set_config('vitrine.catalog_batch', 'on', true)");
      const op: CatalogOperation = { tx, refs: await CatalogRefs.load(tx), changed: false, wordsChanged: false };
      const { result, audit: entry, rollback = false } = await work(op);
      if (op.wordsChanged) await refreshSearchWords(tx);
      await tx.query("SELECT set_config('vitrine.catalog_batch', 'off', true)");
      if (op.changed || op.wordsChanged) await tx.query('UPDATE catalog_version SET versao = versao + 1');
      if (entry) await audit(tx, actor, entry.action, entry.target, entry.rows, entry.detail);
      if (dryRun || rollback) throw new DryRun(result);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.result as T;
    throw error;
  }
}
