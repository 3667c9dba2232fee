/** Where the run's seeded database is (made once by global-setup.ts) and how a test file opens its own copy. */
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Db } from '../src/db/client';

export type SeedCopy = { kind: 'pglite'; tarball: string } | { kind: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seedCopy: SeedCopy;
  }
}

/** Every database a run creates on a PostgreSQL server starts with this (then the run's process id). */
export const TEST_DATABASE_PREFIX = 'vitrine_api_test_';

/** `url` with its database name replaced. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

let copies = 0;

/** SQLSTATE of DROP DATABASE while another session is connected. */
const OBJECT_IN_USE = '55006';

async function waitUntilUnused(admin: Db, database: string, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (!row?.n || Date.now() > until) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A database of this test file's own, holding the seeded demo store; `drop` closes it and removes it. */
export async function openSeededCopy(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const seed = inject('seedCopy');
  if (seed.kind === 'pglite') {
    const db = await openPglite(undefined, { loadDataDir: new Blob([await readFile(seed.tarball)]) });
    return { db, drop: () => db.close() };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set, but the run seeded a PostgreSQL template');
  copies += 1;
  // The template's name starts with the run's prefix and pid; copies add this process's pid and a counter.
  const name = `${seed.template.replace(/_template$/, '')}_${process.pid}_${copies}`;
  const admin = await openPostgres(url);
  try {
    await admin.exec(`CREATE DATABASE "${name}" TEMPLATE "${seed.template}"`);
  } catch (error) {
    await admin.close();
    throw error;
  }
  const db = await openPostgres(databaseUrl(url, name));
  return {
    db,
    drop: async () => {
      try {
        await db.close();
        // The pool's connections end a moment after close(); dropping under them would kill them mid-goodbye.
        await waitUntilUnused(admin, name);
        await admin.exec(`DROP DATABASE IF EXISTS "${name}"`);
      } catch (error) {
        // Still in use: the run's teardown (global-setup.ts) drops it with the others.
        if ((error as { code?: unknown }).code !== OBJECT_IN_USE) throw error;
      } finally {
        await admin.close();
      }
    },
  };
}
