/**
 * The cells of the catalogue CSV (README "Catalogue import and export"): prices in Brazilian (1.234,56) or plain
 * (1234.56) notation, statuses, yes/no, lists separated by '|', and formula neutralization — an exported cell that
 * a spreadsheet would run (starting with =, +, -, @, tab or CR) is written with a leading apostrophe, which the import
 * takes off again. Which column reads and writes which field: csv-columns.ts.
 */
import type { AdminProduct } from '@vitrine/contract';

/** A cell that could not be read: the reason, in Portuguese. */
export class CellError extends Error {}

const FORMULA = /^[=+\-@\t\r]/;
/** Export: a cell a spreadsheet would evaluate gets a leading apostrophe. */
export const neutralize = (cell: string): string => (FORMULA.test(cell) ? `'${cell}` : cell);
/** Import: the apostrophe an export put before a formula-like cell is taken off. */
export const unneutralize = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const BRAZILIAN = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,3})?$|^\d+(?:,\d{1,3})?$/;
const PLAIN = /^\d+(?:\.\d{1,3})?$/;

/** A decimal in Brazilian or plain notation ('R$' and spaces allowed); undefined when empty. */
export function readDecimal(cell: string, what: string): number | undefined {
  const text = cell.replace(/R\$|\s/g, '');
  if (text === '') return undefined;
  if (BRAZILIAN.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
  if (PLAIN.test(text)) return Number(text);
  throw new CellError(`${what} não é um número: "${cell.slice(0, 40)}" (use 1.234,56 ou 1234.56).`);
}

export function readInteger(cell: string, what: string): number | undefined {
  const text = cell.replace(/\s/g, '');
  if (text === '') return undefined;
  if (!/^\d+$/.test(text)) throw new CellError(`${what} deve ser um número inteiro: "${cell.slice(0, 40)}".`);
  return Number(text);
}

const STATUSES: Record<string, AdminProduct['status']> = {
  disponivel: 'disponivel',
  sobconsulta: 'sobConsulta',
  indisponivel: 'indisponivel',
};
export function readStatus(cell: string): AdminProduct['status'] | undefined {
  const text = cell.trim();
  if (text === '') return undefined;
  const status =
    STATUSES[
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
    ];
  if (!status)
    throw new CellError(`Status desconhecido: "${text.slice(0, 40)}" (use disponivel, sobConsulta ou indisponivel).`);
  return status;
}

export function readYesNo(cell: string): boolean | undefined {
  const text = cell.trim().toLowerCase();
  if (text === '') return undefined;
  if (['sim', 's', 'true', '1', 'yes'].includes(text)) return true;
  if (['não', 'nao', 'n', 'false', '0', 'no'].includes(text)) return false;
  throw new CellError(`Use sim ou não: "${cell.slice(0, 40)}".`);
}

export const readList = (cell: string): string[] =>
  cell
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);

function readJson<T>(cell: string, what: string): T {
  try {
    return JSON.parse(cell) as T;
  } catch {
    throw new CellError(`${what}: JSON inválido.`);
  }
}

/** 'Grupo > Característica = Valor | …', or a JSON array of { grupo, label, valor }. */
export function readCharacteristics(cell: string): unknown[] {
  if (cell.trim().startsWith('[')) return readJson(cell, 'Características');
  return readList(cell).map((item) => {
    const match = /^(.+?)\s+>\s+(.+?)\s+=\s+(.*)$/.exec(item);
    if (!match) throw new CellError(`Característica "${item.slice(0, 40)}": use "Grupo > Nome = Valor".`);
    return { grupo: match[1], label: match[2], valor: match[3] };
  });
}

/** 'Filtro: Valor | …', or a JSON array of { filtro, valor }. */
export function readFilters(cell: string): unknown[] {
  if (cell.trim().startsWith('[')) return readJson(cell, 'Filtros');
  return readList(cell).map((item) => {
    const at = item.indexOf(':');
    if (at < 1) throw new CellError(`Filtro "${item.slice(0, 40)}": use "Filtro: Valor".`);
    return { filtro: item.slice(0, at).trim(), valor: item.slice(at + 1).trim() };
  });
}

const hasAny = (texts: string[], marks: string[]) => texts.some((t) => marks.some((m) => t.includes(m)));

export function writeCharacteristics(items: AdminProduct['caracteristicas']): string {
  if (items.length === 0) return '';
  const plain = !items.some(
    (c) => hasAny([c.grupo, c.label, c.valor], ['|']) || hasAny([c.grupo, c.label], [' > ', ' = ']),
  );
  return plain ? items.map((c) => `${c.grupo} > ${c.label} = ${c.valor}`).join(' | ') : JSON.stringify(items);
}

export function writeFilters(items: AdminProduct['filtros']): string {
  if (items.length === 0) return '';
  const plain = !items.some((f) => hasAny([f.filtro, f.valor], ['|']) || f.filtro.includes(':'));
  return plain ? items.map((f) => `${f.filtro}: ${f.valor}`).join(' | ') : JSON.stringify(items);
}

/** Reais in Brazilian notation without thousands separators (1234,5 → '1234,50'). */
export const writePrice = (reais: number | null): string => (reais === null ? '' : reais.toFixed(2).replace('.', ','));
export const writeDecimal = (value: number): string => String(value).replace('.', ',');
