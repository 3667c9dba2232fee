/**
 * The catalogue export (GET /v2/admin/export and `npm run catalog -- export`): every product in the import's format,
 * read a page at a time and written as it is read, so memory stays flat whatever the catalogue's size and the store
 * keeps answering meanwhile. CSV: UTF-8 with BOM, ';', one row per sellable sku, each cell written by its column
 * (csv-columns.ts: prices as 1234,56), formula-like cells neutralized. JSON: an array in the PUT shape. Importing an
 * export changes nothing.
 */
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import { nextTurn } from '../../lib/turns';
import { neutralize } from './csv-cells';
import { CSV_COLUMNS, CSV_COLUMN_NAMES } from './csv-columns';
import { readProductPage, type StoredProduct } from './product-read';

/**
 * Products read per statement. On PGlite a statement runs in this process's one thread, holding every request until
 * it ends (a page of 500 held it for over a second): pages stay a few tens of milliseconds long there, with a turn
 * of the event loop and the store's own queries between them. A server reads large pages on its own connection.
 */
const EXPORT_PAGE: Record<Db['kind'], number> = { pglite: 20, postgres: 500 };

/** A product's rows: its own, then one per variation, each cell written by its column (csv-columns.ts). */
function csvRows(p: StoredProduct, versao: string): string[][] {
  const rows = [CSV_COLUMNS.map((c) => neutralize(c.write(p, versao)))];
  for (const v of p.atributo?.valores ?? []) {
    rows.push(CSV_COLUMNS.map((c) => neutralize('variation' in c ? c.variation.write(v, p) : '')));
  }
  return rows;
}

/** The whole catalogue, as text chunks, a page at a time; the store's other requests are answered in between. */
export async function* exportCatalog(db: Db, format: 'csv' | 'json'): AsyncGenerator<string> {
  if (format === 'csv') yield `\uFEFF${stringify([[...CSV_COLUMN_NAMES]], { delimiter: ';' })}`;
  else yield '[';
  let after = 0;
  let first = true;
  for (;;) {
    // What queued meanwhile goes first: requests (a turn), then their queries (PGlite's one connection).
    await nextTurn();
    await db.idle();
    const page = await readProductPage(db, after, EXPORT_PAGE[db.kind]);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    if (format === 'csv') {
      yield stringify(
        page.flatMap((p) => csvRows(p.product, p.versao)),
        { delimiter: ';' },
      );
    } else {
      yield page.map((p, i) => `${first && i === 0 ? '' : ','}\n${JSON.stringify(p.product)}`).join('');
      first = false;
    }
  }
  if (format === 'json') yield '\n]\n';
}
