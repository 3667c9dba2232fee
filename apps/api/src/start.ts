import { mkdir } from 'node:fs/promises';
import type { Config } from '@vitrine/config';
import { openDb, type Db, type PostgresOptions } from './db/client';
import { holdDataDir } from './db/data-lock';
import { migrate } from './db/migrate';
import { cleanDeadImports } from './modules/admin/import-stage';
import { refuseDemoGestor } from './modules/backoffice/demo-password';
import { isEmpty, seedDemo } from './seed/demo';

export interface StartedDatabase {
  db: Db;
  migrations: string[];
  seeded: boolean;
}

/**
 * Opens the configured database, applies pending migrations, removes dead imports' staged rows and seeds the demo
 * catalogue when it is empty.
 */
export async function startDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'> & Partial<Pick<Config, 'PUBLIC_URL'>>,
  options: PostgresOptions = {},
): Promise<StartedDatabase> {
  if (!config.DATABASE_URL) await mkdir(config.DATA_DIR, { recursive: true });
  // An embedded database folder is one process's at a time (db/data-lock.ts): refused here while a store holds it.
  const release = config.DATABASE_URL ? null : holdDataDir(config.DATA_DIR);
  let db: Db;
  try {
    db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, ...options });
  } catch (error) {
    release?.();
    throw error;
  }
  if (release) {
    const close = db.close.bind(db);
    db.close = async () => {
      try {
        await close();
      } finally {
        release();
      }
    };
  }
  const migrations = await migrate(db);
  // Rows an import staged before its process died.
  await cleanDeadImports(db);
  const seeded = await isEmpty(db);
  if (seeded) await seedDemo(db);
  try {
    await refuseDemoGestor(db, config.PUBLIC_URL);
  } catch (error) {
    await db.close();
    throw error;
  }
  return { db, migrations, seeded };
}
