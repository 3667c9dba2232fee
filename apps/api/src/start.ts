import { mkdir } from 'node:fs/promises';
import type { Config } from '@vitrine/config';
import { openDb, type Db, type PostgresOptions } from './db/client';
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
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, ...options });
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
