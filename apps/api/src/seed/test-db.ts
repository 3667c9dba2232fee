import { openPglite, type Db } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemo } from './demo';

/** The moment the seed tests seed at: fixed, so scheduled-price windows are the same on every run. */
export const SEED_TEST_NOW = new Date('2025-11-20T12:00:00Z');

/** A migrated in-memory database, empty. */
export async function migratedMemoryDb(): Promise<Db> {
  const db = await openPglite(undefined);
  await migrate(db);
  return db;
}

/** A migrated in-memory database holding the demo catalogue. */
export async function seededMemoryDb(now: Date = SEED_TEST_NOW): Promise<Db> {
  const db = await migratedMemoryDb();
  await seedDemo(db, now);
  return db;
}
