/**
 * Reads a catalogue CSV as a stream (csv-parse), one row per sellable sku. Rows with a `sku_pai` are the
 * simple-attribute values of that product and follow its row (or stand alone: then the first of them names the
 * product). Each product comes out as an import item with only the fields its columns carry: a column the file does
 * not have leaves that field as the store has it.
 *
 * Files as they come: the encoding is told from the first 64 KB (a UTF-8 BOM; else valid UTF-8; else Windows-1252,
 * which Excel writes for a pt-BR CSV — ISO-8859-1 files read the same), ';' or ',' from the header line, and the
 * layout from the header: the store's own columns (renamed first by a mapping, when given), or a Bling or Shopify
 * product export (csv-presets.ts). Every unknown column is named at once.
 */
import type { ImportReport } from '@vitrine/contract';
import { parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import { CellError, unneutralize } from './csv-cells';
import { CSV_COLUMNS, CSV_COLUMN_NAMES, LEFT_OUT, type CsvColumn } from './csv-columns';
import { LAYOUTS, detectLayout, type Layout, type LayoutName, type Line, type Row } from './csv-presets';
import { takeVersion, type ImportItem } from './import-items';

export interface CsvReadOptions {
  /** The file's layout; left out, told from its header. */
  formato?: LayoutName | 'vitrine';
  /** Column mapping for any other file: its column → ours ('' leaves a column aside). */
  mapa?: Record<string, string>;
  /** Filled as the file is read: its encoding, layout and the columns left aside (the import's report). */
  file?: ImportReport['arquivo'];
}

type Chunks = AsyncIterator<unknown>;

/** Bytes read before the encoding is decided. */
const SNIFF = 64 * 1024;

/** The encoding of a file's first bytes: a BOM, else whether they are valid UTF-8 (a cut last character allowed). */
function detectEncoding(head: Buffer): { label: 'utf-8' | 'windows-1252'; nome: string } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { label: 'utf-8', nome: 'UTF-8 com BOM' };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return { label: 'utf-8', nome: 'UTF-8' };
  } catch {
    return { label: 'windows-1252', nome: 'Windows-1252 (ISO-8859-1)' };
  }
}

/** Decodes the stream's text; tells the encoding and the delimiter from its head. */
async function* records(
  source: Readable,
  file: ImportReport['arquivo'],
): AsyncGenerator<{ line: number; cells: string[] }> {
  // One iterator for the head and the rest (leaving a for-await early would destroy the stream).
  const chunks: Chunks = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let size = 0;
  let next = await chunks.next();
  for (; !next.done; next = size < SNIFF ? await chunks.next() : next) {
    const chunk = Buffer.from(next.value as Buffer);
    head.push(chunk);
    size += chunk.length;
    if (size >= SNIFF) break;
  }
  const encoding = detectEncoding(Buffer.concat(head));
  file.codificacao = encoding.nome;
  const decoder = new TextDecoder(encoding.label);
  const first = decoder.decode(Buffer.concat(head), { stream: true });
  const header = first.split('\n')[0] ?? '';
  const count = (c: string) => header.split(c).length - 1;
  const delimiter = count(';') >= count(',') ? ';' : ',';
  const parser = parse({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: true, info: true });
  const write = async (text: string) => {
    if (text !== '' && !parser.write(text)) await new Promise((r) => parser.once('drain', r));
  };
  const feed = (async () => {
    await write(first);
    if (size >= SNIFF) {
      for (next = await chunks.next(); !next.done; next = await chunks.next()) {
        await write(decoder.decode(next.value as Buffer, { stream: true }));
      }
    }
    await write(decoder.decode());
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
    ownRow: own !== undefined,
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

/** The store's own columns, renamed by a mapping: a layout, or the unknown columns (all of them). */
function ownLayout(cells: string[], mapa: Record<string, string> | undefined): Layout | { unknown: string[] } {
  const renamed = new Map(Object.entries(mapa ?? {}).map(([from, to]) => [from.trim().toLowerCase(), to]));
  const names = cells.map((c) => {
    const name = c.trim().toLowerCase();
    return renamed.has(name) ? renamed.get(name)!.trim().toLowerCase() : name;
  });
  const unknown = cells.filter(
    (_, i) => names[i] !== '' && !(CSV_COLUMN_NAMES as readonly string[]).includes(names[i]!),
  );
  if (unknown.length > 0) return { unknown };
  return {
    nome: mapa ? 'mapa' : 'vitrine',
    ignoradas: cells.filter((_, i) => names[i] === ''),
    defaults: {},
    push: (line, row) => {
      const out: Row = {};
      names.forEach((name, i) => {
        if (name !== '') out[name as CsvColumn] = unneutralize(row[i] ?? '');
      });
      return [{ line, row: out }];
    },
    end: () => [],
  };
}

/** The import items of a CSV stream; a file-level problem (header, broken quoting) is one issue of its own. */
export async function* readCsvItems(source: Readable, options: CsvReadOptions = {}): AsyncGenerator<ImportItem> {
  const file = options.file ?? { codificacao: null, formato: null, ignoradas: [] };
  let layout: Layout | null = null;
  let parentColumn = false;
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
  const done = (lines: Line[]) => {
    const item = takeVersion(toItem(lines, groupKey, parentColumn));
    if (layout && Object.keys(layout.defaults).length > 0) item.creationDefaults = layout.defaults;
    return item;
  };
  /** Places a row in its product's group; yields the group before when this row starts another. */
  function* place({ line, row }: Line): Generator<ImportItem> {
    const key = (row.sku_pai || row.sku || '').trim();
    if (key !== groupKey && group.length > 0) {
      yield done(group);
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
      return;
    }
    groupKey = key;
    group.push({ line, row });
  }
  try {
    for await (const { line, cells } of records(source, file)) {
      if (!layout) {
        const name =
          options.formato === 'vitrine' ? null : (options.formato ?? (options.mapa ? null : detectLayout(cells)));
        const chosen = name ? LAYOUTS[name](cells) : ownLayout(cells, options.mapa);
        if ('unknown' in chosen) {
          const list = chosen.unknown.map((u) => `"${u}"`).join(', ');
          yield fileIssue(
            line,
            chosen.unknown.join(', '),
            `Coluna${chosen.unknown.length > 1 ? 's' : ''} desconhecida${chosen.unknown.length > 1 ? 's' : ''}: ${list}. Colunas aceitas: ${CSV_COLUMN_NAMES.join(', ')} (ou um mapa de colunas, ou um arquivo do Bling ou da Shopify).`,
          );
          return;
        }
        layout = chosen;
        file.formato = layout.nome;
        file.ignoradas = layout.ignoradas;
        // The store's own layout: which of our columns the file has (a layout's rows always carry a sku_pai).
        const header = name ? null : (layout.push(line, cells)[0]?.row ?? {});
        parentColumn = !header || 'sku_pai' in header;
        if (header && !('sku' in header)) {
          yield fileIssue(line, 'sku', 'Falta a coluna sku.');
          return;
        }
        continue;
      }
      for (const l of layout.push(line, cells)) yield* place(l);
    }
    if (layout) for (const l of layout.end()) yield* place(l);
    if (group.length > 0 && layout) yield done(group);
    if (!layout) yield fileIssue(1, 'sku', 'Arquivo vazio: falta o cabeçalho com as colunas.');
  } catch (error) {
    const lines = (error as { lines?: number }).lines ?? 0;
    yield fileIssue(lines, '', `Arquivo CSV ilegível: ${(error as Error).message}`);
  }
}
