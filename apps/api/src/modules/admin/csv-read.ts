/**
 * Reads a catalogue CSV as a stream (csv-parse): UTF-8 with or without BOM, ';' or ',' told from the header line,
 * one row per sellable sku. Rows with a `sku_pai` are the simple-attribute values of that product and follow its
 * row (or stand alone: then the first of them names the product). Each product comes out as an import item with
 * only the fields its columns carry: a column the file does not have leaves that field as the store has it.
 */
import { parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import { CellError, unneutralize } from './csv-cells';
import { CSV_COLUMNS, CSV_COLUMN_NAMES, LEFT_OUT, type CsvColumn } from './csv-columns';
import type { ImportItem } from './import-items';

type Row = Partial<Record<CsvColumn, string>>;
interface Line {
  line: number;
  row: Row;
}

type Chunks = AsyncIterator<unknown>;

/** Reads chunks until the first line break (the header) and tells the delimiter by counting. */
async function detectDelimiter(chunks: Chunks): Promise<{ delimiter: string; head: Buffer[] }> {
  const head: Buffer[] = [];
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    head.push(Buffer.from(next.value as Buffer));
    const bytes = Buffer.concat(head);
    if (bytes.includes(10) || bytes.length > 64 * 1024) {
      const header = bytes.toString('utf8').split('\n')[0] ?? '';
      const count = (c: string) => header.split(c).length - 1;
      return { delimiter: count(';') >= count(',') ? ';' : ',', head };
    }
  }
  return { delimiter: ';', head };
}

async function* records(source: Readable): AsyncGenerator<{ line: number; cells: string[] }> {
  // One iterator for the header and the rest (leaving a for-await early would destroy the stream).
  const chunks = source[Symbol.asyncIterator]();
  const { delimiter, head } = await detectDelimiter(chunks);
  const parser = parse({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: true, info: true });
  const write = async (chunk: unknown) => {
    if (!parser.write(chunk as Buffer)) await new Promise((r) => parser.once('drain', r));
  };
  const feed = (async () => {
    for (const chunk of head) await write(chunk);
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) await write(next.value);
    parser.end();
  })();
  feed.catch((error: unknown) => parser.destroy(error as Error));
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    yield { line: info.lines, cells: record };
  }
  await feed;
}

const cellValue = <T>(item: ImportItem, line: number, column: CsvColumn, read: () => T): T | undefined => {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof CellError)) throw error;
    item.issues.push({ linha: line, coluna: column, sku: item.sku, mensagem: error.message });
    return undefined;
  }
};

/** Sets a dotted field (`seo.title`) of `out`. */
function setField(out: Record<string, unknown>, field: string, value: unknown): void {
  const [head, inner] = field.split('.') as [string, string | undefined];
  if (inner === undefined) out[head] = value;
  else out[head] = { ...(out[head] as object | undefined), [inner]: value };
}

/** The product fields a row's present columns carry (values of its own attribute aside). */
function productFields(item: ImportItem, { line, row }: Line): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of CSV_COLUMNS) {
    const cell = row[column.name];
    if (!('read' in column) || cell === undefined) continue;
    const value = cellValue(item, line, column.name, () => column.read(cell));
    if (value !== LEFT_OUT) setField(out, column.field, value);
  }
  return out;
}

/** A variation's fields from its row (an absent column reads as an empty cell). */
function valueFields(item: ImportItem, { line, row }: Line): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of CSV_COLUMNS) {
    if (!('variation' in column) || !('read' in column.variation)) continue;
    const { field, read } = column.variation;
    out[field] = cellValue(item, line, column.name, () => read(row[column.name] ?? ''));
  }
  return out;
}

function toItem(lines: Line[], key: string, hasParentColumn: boolean): ImportItem {
  const owns = lines.filter((l) => !l.row.sku_pai);
  const own = owns[0];
  const values = lines.filter((l) => l.row.sku_pai);
  const first = own ?? values[0]!;
  const item: ImportItem = {
    line: first.line,
    sku: key,
    raw: {},
    partial: true,
    issues: [],
    valueLines: [],
    rows: lines.length,
  };
  item.raw = { sku: key, ...productFields(item, first) };
  for (const extra of owns.slice(1)) {
    item.issues.push({ linha: extra.line, coluna: 'sku', sku: key, mensagem: `SKU repetido no arquivo: ${key}.` });
  }
  if (values.length > 0) {
    const valores = values.map((l) => valueFields(item, l));
    item.valueLines = values.map((l) => l.line);
    const nome = values.find((l) => l.row.atributo)?.row.atributo ?? own?.row.atributo ?? '';
    item.raw.atributo = { nome, valores };
    item.raw.estoque = 0;
    if (!own) {
      const prices = valores.map((v) => v.precoPor).filter((p): p is number => typeof p === 'number');
      item.raw.precoPor = prices.length ? Math.min(...prices) : undefined;
      item.raw.precoDe = null;
    }
  } else if (hasParentColumn) {
    item.raw.atributo = null;
  }
  return item;
}

/** The import items of a CSV stream; a file-level problem (header, broken quoting) is one issue of its own. */
export async function* readCsvItems(source: Readable): AsyncGenerator<ImportItem> {
  let header: CsvColumn[] | null = null;
  let group: Line[] = [];
  let groupKey = '';
  const closed = new Set<string>();
  const fileIssue = (line: number, coluna: string, mensagem: string): ImportItem => ({
    line,
    sku: null,
    raw: {},
    partial: true,
    issues: [{ linha: line, coluna, sku: null, mensagem }],
    valueLines: [],
    rows: 1,
  });
  try {
    for await (const { line, cells } of records(source)) {
      if (!header) {
        const names = cells.map((c) => c.trim().toLowerCase());
        const unknown = names.filter((n) => !(CSV_COLUMN_NAMES as readonly string[]).includes(n));
        if (unknown.length > 0 || !names.includes('sku')) {
          yield fileIssue(
            line,
            unknown[0] ?? 'sku',
            unknown.length
              ? `Coluna desconhecida: "${unknown[0]}". Colunas aceitas: ${CSV_COLUMN_NAMES.join(', ')}.`
              : 'Falta a coluna sku.',
          );
          return;
        }
        header = names as CsvColumn[];
        continue;
      }
      const row: Row = {};
      header.forEach((name, i) => (row[name] = unneutralize(cells[i] ?? '')));
      const key = (row.sku_pai || row.sku || '').trim();
      if (key !== groupKey && group.length > 0) {
        yield toItem(group, groupKey, header.includes('sku_pai'));
        closed.add(groupKey);
        group = [];
      }
      if (key !== groupKey && closed.has(key)) {
        yield fileIssue(
          line,
          row.sku_pai ? 'sku_pai' : 'sku',
          `SKU repetido ou linhas do produto ${key} separadas (devem vir juntas).`,
        );
        groupKey = '';
        continue;
      }
      groupKey = key;
      group.push({ line, row });
    }
    if (group.length > 0 && header) yield toItem(group, groupKey, header.includes('sku_pai'));
    if (!header) yield fileIssue(1, 'sku', 'Arquivo vazio: falta o cabeçalho com as colunas.');
  } catch (error) {
    const lines = (error as { lines?: number }).lines ?? 0;
    yield fileIssue(lines, '', `Arquivo CSV ilegível: ${(error as Error).message}`);
  }
}
