/**
 * What an import reads, whatever the format: one item per product, with the line (CSV) or position (JSON) it starts
 * at, its fields as given, and the problems already found reading them. JSON comes as an array (read whole, up to the
 * body limit) or as NDJSON, one product per line (streamed).
 */
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { ImportIssue } from '@vitrine/contract';

export interface ImportItem {
  line: number;
  sku: string | null;
  /** The product's fields as read (the contract schema parses them). */
  raw: Record<string, unknown>;
  /** True when fields absent from `raw` keep the stored product's value (a CSV without that column). */
  partial: boolean;
  issues: ImportIssue[];
  /** CSV: the line of each simple value, in order. */
  valueLines: number[];
  /** Rows of the file this item was read from. */
  rows: number;
  /** The product's version the file was exported at (its `versao`): a product changed since is a conflict. */
  version?: string;
  /** False for CSV variation rows whose parent has no row of its own in the file. */
  ownRow?: boolean;
  /** Values a new product gets for fields its file has no column for (a layout's: status disponivel). */
  creationDefaults?: Record<string, unknown>;
}

/** Takes a `versao` field out of a product's fields (it is the row's, not the product's). */
export function takeVersion(item: ImportItem): ImportItem {
  const versao = item.raw.versao;
  if (versao === undefined) return item;
  delete item.raw.versao;
  if (typeof versao === 'string' && versao.trim() !== '') item.version = versao.trim();
  return item;
}

const item = (line: number, raw: unknown): ImportItem => {
  const object = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  return {
    line,
    sku: typeof object?.sku === 'string' ? object.sku : null,
    raw: object ?? {},
    partial: false,
    issues: object
      ? []
      : [{ linha: line, coluna: '', sku: null, mensagem: 'Cada item deve ser um objeto de produto.' }],
    valueLines: [],
    rows: 1,
  };
};

const bad = (mensagem: string): ImportItem => ({
  line: 0,
  sku: null,
  raw: {},
  partial: false,
  issues: [{ linha: 0, coluna: '', sku: null, mensagem }],
  valueLines: [],
  rows: 0,
});

/** A JSON array of products (the PUT shape with its sku). */
export async function* readJsonItems(text: string): AsyncGenerator<ImportItem> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    yield bad('O arquivo não é um JSON válido.');
    return;
  }
  if (!Array.isArray(parsed)) {
    yield bad('O JSON deve ser uma lista de produtos.');
    return;
  }
  for (const [index, element] of parsed.entries()) yield takeVersion(item(index + 1, element));
}

/** NDJSON: one product per line, streamed. */
export async function* readNdjsonItems(source: Readable): AsyncGenerator<ImportItem> {
  let line = 0;
  for await (const text of createInterface({ input: source, crlfDelay: Infinity })) {
    line += 1;
    if (text.trim() === '') continue;
    try {
      yield takeVersion(item(line, JSON.parse(text)));
    } catch {
      yield {
        ...item(line, null),
        issues: [{ linha: line, coluna: '', sku: null, mensagem: 'Linha não é um JSON válido.' }],
      };
    }
  }
}
