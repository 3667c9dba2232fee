/**
 * The catalogue version (migration 010): bumped by triggers on every statement that changes what a listing or a
 * search answers. Cached search and facet answers are keyed by it (docs/decisions/006-search.md "Caches").
 */
import type { Queryable } from '../../db/client';

/** The current catalogue version, as text (bigint comes back differently from the two drivers). */
export async function catalogVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ versao: string }>('SELECT versao::text AS versao FROM catalog_version');
  return row?.versao ?? '0';
}
