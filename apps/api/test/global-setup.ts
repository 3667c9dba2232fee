/**
 * Seeds the demo store once per run of the api project (vitest globalSetup); every test file then starts from a
 * copy of it (harness.ts) instead of migrating and seeding its own database:
 *   - PGlite: the seeded data directory, dumped to a tarball that each file loads (no initdb, no seed);
 *   - PostgreSQL (`DATABASE_URL`): a seeded template database each file copies with CREATE DATABASE … TEMPLATE.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed/demo';
import { databaseUrl, TEST_DATABASE_PREFIX, type SeedCopy } from './seed-copy';

async function seedPglite(): Promise<{ copy: SeedCopy; dispose: () => Promise<void> }> {
  const db = await openPglite(undefined);
  try {
    await migrate(db);
    await seedDemo(db);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-api-seed-'));
    const tarball = path.join(dir, 'seeded.tar');
    await writeFile(tarball, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
    return { copy: { kind: 'pglite', tarball }, dispose: () => rm(dir, { recursive: true, force: true }) };
  } finally {
    await db.close();
  }
}

async function seedPostgres(url: string): Promise<{ copy: SeedCopy; dispose: () => Promise<void> }> {
  // One name per run, so two runs against one server do not share a template.
  const template = `${TEST_DATABASE_PREFIX}${process.pid}_template`;
  const admin = await openPostgres(url);
  const dropRunDatabases = async () => {
    const rows = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`${TEST_DATABASE_PREFIX}${process.pid}_`],
    );
    for (const { datname } of rows) await admin.exec(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  };
  try {
    await dropRunDatabases();
    await admin.exec(`CREATE DATABASE "${template}"`);
    const db = await openPostgres(databaseUrl(url, template));
    try {
      await migrate(db);
      await seedDemo(db);
    } finally {
      // A template must have no open connection while it is copied.
      await db.close();
    }
  } catch (error) {
    await admin.close();
    throw error;
  }
  return {
    copy: { kind: 'postgres', template },
    dispose: async () => {
      try {
        await dropRunDatabases();
      } finally {
        await admin.close();
      }
    },
  };
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  const { copy, dispose } = url ? await seedPostgres(url) : await seedPglite();
  project.provide('seedCopy', copy);
  return dispose;
}
