/**
 * The product editor's text notations (issue 36, point 1), one item a line, in the import's own notation
 * (apps/api/src/modules/admin/csv-columns.ts: `caracteristicas` is "Grupo > Nome = Valor", `filtros` "Filtro: Valor"):
 * read into the admin API's product shape, and written back for the form. Pure, so the page and its tests share them.
 */

export interface Characteristic {
  grupo: string;
  label: string;
  valor: string;
}
export interface FilterValue {
  filtro: string;
  valor: string;
}

/** A line the notation cannot read: its number (from 1) and the reason in Portuguese. */
export interface LineProblem {
  linha: number;
  mensagem: string;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '');

/** "Grupo > Nome = Valor" a line. */
export function readCharacteristics(text: string): { items: Characteristic[] } | { problem: LineProblem } {
  const items: Characteristic[] = [];
  for (const { line, number } of lines(text)) {
    const match = /^(.+?)\s*>\s*(.+?)\s*=\s*(.+)$/.exec(line);
    if (!match) {
      return {
        problem: { linha: number, mensagem: `Características, linha ${number}: use "Grupo > Nome = Valor".` },
      };
    }
    items.push({ grupo: match[1]!.trim(), label: match[2]!.trim(), valor: match[3]!.trim() });
  }
  return { items };
}

export const writeCharacteristics = (items: readonly Characteristic[]) =>
  items.map((c) => `${c.grupo} > ${c.label} = ${c.valor}`).join('\n');

/** "Filtro: Valor" a line. */
export function readFilters(text: string): { items: FilterValue[] } | { problem: LineProblem } {
  const items: FilterValue[] = [];
  for (const { line, number } of lines(text)) {
    const at = line.indexOf(':');
    const filtro = at > 0 ? line.slice(0, at).trim() : '';
    const valor = at > 0 ? line.slice(at + 1).trim() : '';
    if (!filtro || !valor) {
      return { problem: { linha: number, mensagem: `Filtros, linha ${number}: use "Filtro: Valor".` } };
    }
    items.push({ filtro, valor });
  }
  return { items };
}

export const writeFilters = (items: readonly FilterValue[]) => items.map((f) => `${f.filtro}: ${f.valor}`).join('\n');

/**
 * Where a field the admin API refused (its path in the product shape, `atributo.valores.1.precoPor`) is shown in the
 * editor's form (`valores[1].precoPor`); null for a field the form has no control of its own for (the form's message
 * says it).
 */
export function formFieldOf(path: string): string | null {
  const value = /^atributo\.valores\.(\d+)\.(\w+)$/.exec(path);
  if (value) return `valores[${value[1]}].${value[2]}`;
  if (path === 'atributo.nome' || path === 'atributo.valores' || path === 'atributo') return 'atributoNome';
  if (path === 'seo.title') return 'seoTitle';
  if (path === 'seo.description') return 'seoDescription';
  const head = path.split('.')[0] ?? '';
  const known = [
    'sku',
    'nome',
    'slug',
    'marca',
    'categoria',
    'precoDe',
    'precoPor',
    'estoque',
    'status',
    'ean',
    'mpn',
    'pesoKg',
    'descricaoCurta',
    'descricaoLonga',
    'caracteristicas',
    'filtros',
    'selos',
  ];
  return known.includes(head) ? head : null;
}
