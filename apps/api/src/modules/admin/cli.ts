/**
 * npm run catalog -- import FILE [--dry-run] [--skip-invalid] [--sobrescrever] [--formato bling|shopify] [--mapa M.json]
 * npm run catalog -- export FILE
 * The same import and export as the admin API (import.ts, export.ts), on the database the store uses (DATABASE_URL,
 * else PGlite in DATA_DIR). FILE ending in .json is a JSON array, .ndjson one product per line, anything else CSV.
 * In a file read here, an image may also be a path relative to the file (uploaded like a PUT's image). On PGlite the
 * data folder is refused while a running store holds it (db/data-lock.ts): then use the store's admin API.
 */
import { ADMIN_AREA_NAMES } from '@vitrine/contract/admin-areas';
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { dirname, extname, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { getConfig } from '@vitrine/config';
import { importFormats, type ImportFormat, type ImportReport } from '@vitrine/contract';
import { startDatabase } from '../../start';
import { imagePolicy } from '../media/addresses';
import { readCsvItems } from './csv-read';
import { exportCatalog } from './export';
import { runImport } from './import';
import { readJsonItems, readNdjsonItems, type ImportItem } from './import-items';
import type { Actor } from './keys';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** Images given as local paths become uploads; one that cannot be read refuses its product. */
async function* withLocalImages(items: AsyncIterable<ImportItem>, base: string): AsyncGenerator<ImportItem> {
  for await (const item of items) {
    const images = item.raw.imagens;
    if (Array.isArray(images)) {
      item.raw.imagens = await Promise.all(
        images.map(async (image: unknown) => {
          if (typeof image !== 'string' || /^(https?:\/\/|\/)/i.test(image)) return image;
          const tipo = TYPES[extname(image).toLowerCase()];
          const data = tipo ? await readFile(resolve(base, image)).catch(() => null) : null;
          if (!data) {
            item.issues.push({
              linha: item.line,
              coluna: 'imagens',
              sku: item.sku,
              mensagem: `Imagem não pode ser lida: ${image} (jpg, png, webp ou avif).`,
            });
            return image;
          }
          return { arquivo: data.toString('base64'), tipo };
        }),
      );
    }
    yield item;
  }
}

/** A field's value in one line of the report. */
const shown = (value: unknown): string => {
  const text = value === null ? '(vazio)' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: {
      'dry-run': { type: 'boolean', default: false },
      'skip-invalid': { type: 'boolean', default: false },
      sobrescrever: { type: 'boolean', default: false },
      formato: { type: 'string' },
      mapa: { type: 'string' },
    },
    allowPositionals: true,
  });
  const [command, file] = positionals;
  if ((command !== 'import' && command !== 'export') || !file) {
    console.log(
      'Uso: npm run catalog -- import ARQUIVO [--dry-run] [--skip-invalid] [--sobrescrever] [--formato bling|shopify] [--mapa MAPA.json]\n     npm run catalog -- export ARQUIVO',
    );
    process.exitCode = 2;
    return;
  }
  const formato = values.formato;
  if (formato !== undefined && !(importFormats as readonly string[]).includes(formato)) {
    console.error(`--formato: use ${importFormats.join(', ')}.`);
    process.exitCode = 2;
    return;
  }
  const mapa = values.mapa ? (JSON.parse(await readFile(values.mapa, 'utf8')) as Record<string, string>) : undefined;
  const config = getConfig();
  const { db } = await startDatabase(config);
  const actor: Actor = {
    userId: null,
    keyId: null,
    role: 'gestor',
    areas: ADMIN_AREA_NAMES,
    label: `cli:${userInfo().username}`,
  };
  const started = Date.now();
  try {
    const format = extname(file).toLowerCase();
    if (command === 'export') {
      await pipeline(Readable.from(exportCatalog(db, format === '.json' ? 'json' : 'csv')), createWriteStream(file));
      console.log(`Catálogo exportado em ${file} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
      return;
    }
    const csv = format !== '.json' && format !== '.ndjson';
    const read: ImportReport['arquivo'] = { codificacao: null, formato: null, ignoradas: [] };
    const items =
      format === '.json'
        ? readJsonItems(await readFile(file, 'utf8'))
        : format === '.ndjson'
          ? readNdjsonItems(createReadStream(file))
          : readCsvItems(createReadStream(file), { formato: formato as ImportFormat | undefined, mapa, file: read });
    const report = await runImport(db, actor, withLocalImages(items, dirname(resolve(file))), {
      dryRun: values['dry-run'],
      skipInvalid: values['skip-invalid'],
      sobrescrever: values.sobrescrever,
      csv,
      images: imagePolicy(config.PUBLIC_URL ?? null),
      file: read,
    });
    if (report.arquivo.codificacao) {
      console.log(
        `Arquivo: ${report.arquivo.codificacao}, formato ${report.arquivo.formato}` +
          (report.arquivo.ignoradas.length ? `; colunas ignoradas: ${report.arquivo.ignoradas.join(', ')}` : ''),
      );
    }
    for (const m of report.mudancas) {
      console.log(`  linha ${m.linha}, ${m.sku} (${m.situacao === 'criado' ? 'novo' : 'alterado'}):`);
      for (const c of m.campos) console.log(`    ${c.campo}: ${shown(c.antes)} → ${shown(c.depois)}`);
    }
    for (const e of report.erros)
      console.log(
        `  linha ${e.linha}${e.coluna ? `, coluna ${e.coluna}` : ''}${e.sku ? ` (${e.sku})` : ''}: ${e.mensagem}`,
      );
    const counts = `${report.produtos} produtos em ${report.linhas} linhas: ${report.criados} novos, ${report.alterados} alterados, ${report.inalterados} sem mudança, ${report.recusados} recusados`;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (report.dryRun) console.log(`Simulação (nada foi gravado): ${counts}. ${seconds} s.`);
    else if (report.recusados > 0 && !values['skip-invalid']) {
      console.log(
        `Importação recusada, nada foi alterado: ${counts}. Corrija o arquivo ou use --skip-invalid${report.conflitos ? ` (${report.conflitos} conflito(s): exporte de novo ou use --sobrescrever)` : ''}.`,
      );
      process.exitCode = 1;
    } else console.log(`Importação concluída: ${counts}. ${seconds} s.`);
    if (report.novos.categorias.length) console.log(`Categorias criadas: ${report.novos.categorias.join('; ')}`);
    if (report.novos.marcas.length) console.log(`Marcas criadas: ${report.novos.marcas.join('; ')}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
