/**
 * Files as shops have them (issue 36): the product exports of Bling and Shopify read as the store's own CSV. A layout
 * turns each record of such a file into rows of our columns (csv-columns.ts) — a product's own row, then one row per
 * variation with its `sku_pai` — so that the rest of the import (grouping, reading cells, checking) is the same for
 * every file. Columns a layout does not use are named in the report, not refused.
 *
 * - Shopify: rows sharing a `Handle` are one product; with options (Option1 Name other than "Title") the handle is
 *   the product's sku and each `Variant SKU` a variation, its option values joined (`Cor / Tamanho`: `Azul / P`);
 *   rows with only an `Image Src` add images.
 * - Bling: `Código` is the sku, a row with a `Código Pai` a variation of that product, its option string
 *   (`Cor:Azul;Tamanho:P`, at the end of its `Descrição`) split into the attribute's name and value.
 */
import type { CsvColumn } from './csv-columns';

export type Row = Partial<Record<CsvColumn, string>>;
export interface Line {
  line: number;
  row: Row;
}

/** Turns a file's records into rows of our columns; `end` gives what it still holds when the file ends. */
export interface Layout {
  nome: string;
  /** The file's columns the layout does not read. */
  ignoradas: string[];
  /** What a new product gets for fields these files do not carry. */
  defaults: Record<string, unknown>;
  push(line: number, cells: string[]): Line[];
  end(): Line[];
}

type Record_ = (name: string) => string;

const reader =
  (header: string[]) =>
  (cells: string[]): Record_ => {
    const at = new Map(header.map((h, i) => [h.trim().toLowerCase(), i]));
    return (name) => (cells[at.get(name.toLowerCase()) ?? -1] ?? '').trim();
  };

const unused = (header: string[], used: readonly string[]) => {
  const known = new Set(used.map((u) => u.toLowerCase()));
  return header.filter((h) => h.trim() !== '' && !known.has(h.trim().toLowerCase()));
};

/** A whole number of units from a cell such as "10", "10,00" or "-2" (oversold: 0). */
function units(cell: string): string {
  const text = cell.replace(/\s/g, '');
  const match = /^(-?\d+)(?:[.,]0+)?$/.exec(text);
  if (!match) return cell;
  return String(Math.max(0, Number(match[1])));
}

// ————— Shopify —————

const SHOPIFY_USED = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Barcode',
  'Image Src',
  'SEO Title',
  'SEO Description',
  'Status',
] as const;

interface ShopifyProduct {
  line: number;
  handle: string;
  row: Row;
  optionNames: string[];
  variants: { line: number; sku: string; values: string[]; row: Row }[];
  images: string[];
}

function shopify(header: string[]): Layout {
  const read = reader(header);
  let current: ShopifyProduct | null = null;

  const close = (): Line[] => {
    const p = current;
    current = null;
    if (!p) return [];
    const imagens = p.images.join(' | ');
    const plain =
      p.variants.length <= 1 &&
      (p.optionNames.length === 0 || p.optionNames[0] === 'Title' || p.variants[0]?.values[0] === 'Default Title');
    if (plain) {
      const v = p.variants[0];
      return [{ line: p.line, row: { ...p.row, ...v?.row, sku: v?.sku || p.handle, imagens } }];
    }
    const atributo = p.optionNames.join(' / ');
    // The product's own price: its cheapest variant's (what the shop shows as "a partir de").
    const prices = p.variants.map((v) => v.row.preco_por ?? '').filter((x) => x !== '');
    const cheapest = prices.sort((a, b) => Number(a) - Number(b))[0] ?? '';
    return [
      { line: p.line, row: { ...p.row, sku: p.handle, imagens, atributo, preco_por: cheapest } },
      ...p.variants.map((v) => ({
        line: v.line,
        row: {
          sku: v.sku,
          sku_pai: p.handle,
          atributo,
          valor: v.values.join(' / '),
          preco_por: v.row.preco_por,
          preco_de: v.row.preco_de,
          estoque: v.row.estoque,
        },
      })),
    ];
  };

  return {
    nome: 'shopify',
    ignoradas: unused(header, SHOPIFY_USED),
    defaults: { status: 'disponivel' },
    push(line, cells) {
      const r = read(cells);
      const handle = r('Handle');
      const out = handle !== current?.handle ? close() : [];
      if (!current) {
        const published = `${r('Status')} ${r('Published')}`.toLowerCase();
        const grams = Number(r('Variant Grams'));
        current = {
          line,
          handle,
          optionNames: [r('Option1 Name'), r('Option2 Name'), r('Option3 Name')].filter(Boolean),
          variants: [],
          images: [],
          row: {
            nome: r('Title'),
            descricao_longa: r('Body (HTML)'),
            marca: r('Vendor'),
            categoria: r('Type') || r('Product Category'),
            slug: handle.toLowerCase(),
            ativo: /draft|archived|false/.test(published) ? 'não' : 'sim',
            ean: r('Variant Barcode'),
            peso_kg: grams > 0 ? String(grams / 1000) : '',
            seo_title: r('SEO Title'),
            seo_description: r('SEO Description'),
          },
        };
      }
      if (r('Image Src')) current.images.push(r('Image Src'));
      const sku = r('Variant SKU');
      const values = [r('Option1 Value'), r('Option2 Value'), r('Option3 Value')].filter(Boolean);
      if (sku || values.length > 0 || r('Variant Price')) {
        current.variants.push({
          line,
          sku,
          values,
          row: {
            preco_por: r('Variant Price'),
            preco_de: r('Variant Compare At Price'),
            estoque: units(r('Variant Inventory Qty') || '0'),
          },
        });
      }
      return out;
    },
    end: close,
  };
}

// ————— Bling —————

const BLING_USED = [
  'Código',
  'Descrição',
  'Preço',
  'Situação',
  'Estoque',
  'Peso líquido (Kg)',
  'GTIN/EAN',
  'Descrição Curta',
  'Descrição Complementar',
  'Código Pai',
  'Marca',
  'URL Imagens Externas',
  'Categoria do produto',
] as const;

/**
 * A variation's option string, "Cor:Azul;Tamanho:P" — alone or after its product's name ("Camiseta Básica
 * Cor:Azul;Tamanho:P") — as the attribute's name "Cor / Tamanho" and value "Azul / P"; null without one.
 */
function splitOptions(text: string, parentName = ''): { nome: string; valor: string } | null {
  let tail = text.trim();
  if (parentName && tail.toLowerCase().startsWith(parentName.toLowerCase())) tail = tail.slice(parentName.length);
  else tail = /(?:^|\s)([^\s:;]+:[^;]*(?:;[^:;]+:[^;]*)*)$/.exec(tail)?.[1] ?? '';
  const pairs = tail
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.split(':').map((s) => s.trim()));
  if (pairs.length === 0 || pairs.some((p) => p.length !== 2 || !p[0] || !p[1])) return null;
  return { nome: pairs.map((p) => p[0]).join(' / '), valor: pairs.map((p) => p[1]).join(' / ') };
}

function bling(header: string[]): Layout {
  const read = reader(header);
  /** The last product row: its variations' names start with its name. */
  let last = { sku: '', nome: '' };
  return {
    nome: 'bling',
    ignoradas: unused(header, BLING_USED),
    defaults: { status: 'disponivel' },
    push(line, cells) {
      const r = read(cells);
      const parent = r('Código Pai');
      if (parent) {
        const options = splitOptions(r('Descrição'), parent === last.sku ? last.nome : '');
        return [
          {
            line,
            row: {
              sku: r('Código'),
              sku_pai: parent,
              atributo: options?.nome ?? 'Variação',
              valor: options?.valor ?? r('Descrição'),
              preco_por: r('Preço'),
              estoque: units(r('Estoque') || '0'),
            },
          },
        ];
      }
      last = { sku: r('Código'), nome: r('Descrição') };
      const situacao = r('Situação').toLowerCase();
      return [
        {
          line,
          row: {
            sku: r('Código'),
            nome: r('Descrição'),
            marca: r('Marca'),
            categoria: r('Categoria do produto').replace(/\s*>>\s*/g, ' > '),
            preco_por: r('Preço'),
            estoque: units(r('Estoque') || '0'),
            ativo: situacao === 'inativo' || situacao === 'excluído' ? 'não' : 'sim',
            ean: r('GTIN/EAN'),
            peso_kg: r('Peso líquido (Kg)').replace(/^0+([,.]0*)?$/, ''),
            descricao_curta: r('Descrição Curta'),
            descricao_longa: r('Descrição Complementar'),
            imagens: r('URL Imagens Externas'),
          },
        },
      ];
    },
    end: () => [],
  };
}

export const LAYOUTS = { shopify, bling } as const;
export type LayoutName = keyof typeof LAYOUTS;

/** The layout a header is in, told by columns only it has (null: the store's own, or a mapped file). */
export function detectLayout(header: string[]): LayoutName | null {
  const names = new Set(header.map((h) => h.trim().toLowerCase()));
  if (names.has('handle') && names.has('variant sku')) return 'shopify';
  if (names.has('código') && names.has('descrição')) return 'bling';
  return null;
}
