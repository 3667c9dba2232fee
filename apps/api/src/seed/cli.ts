/**
 * npm run seed [-- --products N] [--reset]
 * Opens the database like the app (DATABASE_URL → PostgreSQL, else PGlite in DATA_DIR), applies the
 * migrations, seeds the demo catalogue when empty and, with --products, grows the catalogue to N products.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { getConfig } from '@vitrine/config';
import { openDb } from '../db/client';
import { startDatabase } from '../start';
import { seedLarge } from './large';

async function reset(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  if (databaseUrl) {
    const db = await openDb({ databaseUrl });
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await db.close();
    console.log('Banco PostgreSQL apagado (schema public recriado).');
    return;
  }
  const entries = await readdir(dataDir).catch(() => [] as string[]);
  await Promise.all(entries.map((entry) => rm(join(dataDir, entry), { recursive: true, force: true })));
  console.log(`Pasta ${dataDir} esvaziada.`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.log('Uso: npm run seed -- [--reset] [--products N]');
    return;
  }
  const target = values.products === undefined ? undefined : Number(values.products.replace(/[_.]/g, ''));
  if (target !== undefined && (!Number.isInteger(target) || target < 1 || target > 5_000_000)) {
    throw new Error(`--products deve ser um inteiro entre 1 e 5.000.000 (recebido: ${values.products})`);
  }
  const config = getConfig();
  const started = Date.now();
  if (values.reset) await reset(config.DATABASE_URL, config.DATA_DIR);

  const { db, migrations, seeded } = await startDatabase(config);
  try {
    const where = db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.DATA_DIR}`;
    console.log(`Banco: ${where}`);
    console.log(migrations.length ? `Migrações aplicadas: ${migrations.join(', ')}` : 'Migrações: nada pendente');
    console.log(
      seeded ? `Catálogo de demonstração criado em ${Date.now() - started} ms` : 'Catálogo de demonstração já existia',
    );
    if (target !== undefined) {
      console.log(`Gerando produtos até o total de ${target.toLocaleString('pt-BR')}…`);
      const report = await seedLarge(db, target, (line) => console.log(line));
      console.log(
        report.added
          ? `Adicionados ${report.added.toLocaleString('pt-BR')} produtos (antes ${report.before.toLocaleString('pt-BR')}, agora ${report.total.toLocaleString('pt-BR')}) em ${(report.ms / 1000).toFixed(1)} s`
          : `Nada a gerar: já existem ${report.before.toLocaleString('pt-BR')} produtos`,
      );
    }
    const [counts] = await db.query<{ produtos: number; palavras: number }>(
      'SELECT (SELECT count(*)::int FROM products) AS produtos, (SELECT count(*)::int FROM search_words) AS palavras',
    );
    console.log(
      `Total: ${counts?.produtos ?? 0} produtos, ${counts?.palavras ?? 0} palavras de busca. Tempo total ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
