/**
 * The columns of the catalogue CSV, each described once: its name, the field of the product shape it fills
 * (packages/contract/src/admin.ts), how a cell is read into that field and how the field is written into a cell,
 * and one line for the docs. The import (csv-read.ts), the export (export.ts), the import's report (which column a
 * refused field came from) and the docs (README "Catalogue import and export", docs/catalog/colunas.md, both checked
 * against this table by csv-columns.test.ts) all read it. The cells' notations are in csv-cells.ts.
 *
 * A file has one row per sellable sku: the product's own row, then one row per variation (a row with `sku_pai`),
 * whose columns fill that variation's fields instead (`variation`).
 */
import {
  readCharacteristics,
  readDecimal,
  readFilters,
  readInteger,
  readList,
  readStatus,
  readYesNo,
  writeCharacteristics,
  writeDecimal,
  writeFilters,
  writePrice,
} from './csv-cells';
import type { StoredProduct } from './product-read';

type Variation = NonNullable<StoredProduct['atributo']>['valores'][number];

/** What a reader answers for a cell that leaves its field as the store has it (an empty `slug`). */
export const LEFT_OUT = Symbol('left out');

interface ColumnSpec {
  /** The header of the column. */
  name: string;
  /** The field of the product shape it fills (a dotted path: `seo.title` is `title` inside `seo`). */
  field: string;
  /** What the column holds, in one line (docs/catalog/colunas.md). */
  description: string;
  /**
   * Reads a product row's cell into the field's value (a CellError when it cannot). Absent for the columns that
   * group rows into products (sku, sku_pai, atributo, valor), which csv-read.ts reads.
   */
  read?: (cell: string) => unknown;
  /** The cell of a product's own row (`versao`: the product's version, export.ts). */
  write: (product: StoredProduct, versao: string) => string;
  /** On a variation's row: the variation's field it fills, its reader (cell '' when the column is absent), writer. */
  variation?: {
    field?: string;
    read?: (cell: string) => unknown;
    write: (variation: Variation, product: StoredProduct) => string;
  };
}

/** Text as given (an empty cell empties the field). */
const text = (cell: string) => cell;
/** Text, or null for an empty cell. */
const textOrNull = (cell: string) => (cell === '' ? null : cell);

/**
 * The `imagens` cell: addresses or paths separated by '|' (`{tamanho}` in one stands for the four sizes). One
 * function, so whatever is done to an image address on its way in (checking it, fetching it) is done here.
 */
const readImages = (cell: string): string[] => readList(cell);
const writeImages = (product: StoredProduct) => product.imagens.map((i) => i.url).join(' | ');

/** The columns in export order; a file may carry any of them (sku is required), in any order. */
export const CSV_COLUMNS = [
  {
    name: 'sku',
    field: 'sku',
    description: 'O código do produto (ou, numa linha com sku_pai, o da variação); obrigatório.',
    write: (p) => p.sku,
    variation: { field: 'sku', read: text, write: (v) => v.sku },
  },
  {
    name: 'sku_pai',
    field: 'atributo.valores',
    description: 'Numa linha de variação, o sku do produto a que ela pertence.',
    write: () => '',
    variation: { write: (_, p) => p.sku },
  },
  {
    name: 'nome',
    field: 'nome',
    description: 'O nome do produto.',
    read: text,
    write: (p) => p.nome,
  },
  {
    name: 'marca',
    field: 'marca',
    description: 'O nome da marca (criada quando nova).',
    read: text,
    write: (p) => p.marca,
  },
  {
    name: 'categoria',
    field: 'categoria',
    description: 'O caminho da categoria, como Refrigeração > Bombas de Vácuo (criada quando nova).',
    read: text,
    write: (p) => p.categoria,
  },
  {
    name: 'preco_de',
    field: 'precoDe',
    description: 'O preço "de" (riscado), em 1.234,56 ou 1234.56; vazio: sem preço "de".',
    read: (cell) => readDecimal(cell, 'preco_de') ?? null,
    write: (p) => writePrice(p.precoDe),
    variation: {
      field: 'precoDe',
      read: (cell) => readDecimal(cell, 'preco_de') ?? null,
      write: (v) => writePrice(v.precoDe),
    },
  },
  {
    name: 'preco_por',
    field: 'precoPor',
    description: 'O preço de venda, em 1.234,56 ou 1234.56.',
    read: (cell) => readDecimal(cell, 'preco_por'),
    write: (p) => writePrice(p.precoPor),
    variation: {
      field: 'precoPor',
      read: (cell) => readDecimal(cell, 'preco_por'),
      write: (v) => writePrice(v.precoPor),
    },
  },
  {
    name: 'estoque',
    field: 'estoque',
    description: 'O estoque, um número inteiro (de um produto com variações: a soma das variações).',
    read: (cell) => readInteger(cell, 'estoque'),
    write: (p) => String(p.estoque),
    variation: {
      field: 'estoque',
      read: (cell) => readInteger(cell, 'estoque'),
      write: (v) => String(v.estoque),
    },
  },
  {
    name: 'status',
    field: 'status',
    description: 'disponivel, sobConsulta ou indisponivel.',
    read: readStatus,
    write: (p) => p.status,
  },
  {
    name: 'ativo',
    field: 'ativo',
    description: 'sim ou não (vazio: sim).',
    read: (cell) => readYesNo(cell) ?? true,
    write: (p) => (p.ativo ? 'sim' : 'não'),
  },
  {
    name: 'descricao_curta',
    field: 'descricaoCurta',
    description: 'A descrição curta (HTML simples).',
    read: text,
    write: (p) => p.descricaoCurta,
  },
  {
    name: 'descricao_longa',
    field: 'descricaoLonga',
    description: 'A descrição longa (HTML simples).',
    read: text,
    write: (p) => p.descricaoLonga,
  },
  {
    name: 'imagens',
    field: 'imagens',
    description: 'Endereços ou caminhos das imagens separados por |; {tamanho} vale por small, medium, big e zoom.',
    read: readImages,
    write: writeImages,
  },
  {
    name: 'atributo',
    field: 'atributo.nome',
    description: 'O nome do atributo das variações (Voltagem, Tamanho…).',
    write: (p) => p.atributo?.nome ?? '',
    variation: { write: (_, p) => p.atributo?.nome ?? '' },
  },
  {
    name: 'valor',
    field: 'atributo.valores.valor',
    description: 'Numa linha de variação, o valor do atributo (110V, P…).',
    write: () => '',
    variation: { field: 'valor', read: text, write: (v) => v.valor },
  },
  {
    name: 'ean',
    field: 'ean',
    description: 'O código de barras EAN (vazio: nenhum).',
    read: textOrNull,
    write: (p) => p.ean ?? '',
  },
  {
    name: 'mpn',
    field: 'mpn',
    description: 'O código do fabricante (vazio: nenhum).',
    read: textOrNull,
    write: (p) => p.mpn ?? '',
  },
  {
    name: 'peso_kg',
    field: 'pesoKg',
    description: 'O peso em kg, em 1,5 ou 1.5 (vazio: o que a loja tem, ou 0,5).',
    read: (cell) => readDecimal(cell, 'peso_kg') ?? null,
    write: (p) => (p.pesoKg === null ? '' : writeDecimal(p.pesoKg)),
  },
  {
    name: 'slug',
    field: 'slug',
    description: 'O endereço da página do produto (vazio: o que a loja tem, ou um feito do nome).',
    read: (cell) => cell || LEFT_OUT,
    write: (p) => p.slug,
  },
  {
    name: 'caracteristicas',
    field: 'caracteristicas',
    description: 'Grupo > Nome = Valor separados por |, ou uma lista JSON de { grupo, label, valor }.',
    read: readCharacteristics,
    write: (p) => writeCharacteristics(p.caracteristicas),
  },
  {
    name: 'filtros',
    field: 'filtros',
    description: 'Filtro: Valor separados por |, ou uma lista JSON de { filtro, valor }.',
    read: readFilters,
    write: (p) => writeFilters(p.filtros),
  },
  {
    name: 'selos',
    field: 'selos',
    description: 'Os nomes dos selos separados por | (selos que a loja já tem).',
    read: readList,
    write: (p) => p.selos.join(' | '),
  },
  {
    name: 'seo_title',
    field: 'seo.title',
    description: 'O título da página para buscadores (vazio: nenhum).',
    read: textOrNull,
    write: (p) => p.seo.title ?? '',
  },
  {
    name: 'seo_description',
    field: 'seo.description',
    description: 'A descrição da página para buscadores (vazio: nenhuma).',
    read: textOrNull,
    write: (p) => p.seo.description ?? '',
  },
  {
    name: 'versao',
    field: 'versao',
    description:
      'A versão do produto quando o arquivo foi exportado (a hora da última mudança); se ele mudou desde então, a linha é um conflito e não é gravada. Vazio ou sem a coluna: sem verificação.',
    read: text,
    write: (_, versao) => versao,
    variation: { write: () => '' },
  },
] as const satisfies readonly ColumnSpec[];

export type CsvColumn = (typeof CSV_COLUMNS)[number]['name'];
export const CSV_COLUMN_NAMES: readonly CsvColumn[] = CSV_COLUMNS.map((c) => c.name);

const byField = (pick: (c: ColumnSpec) => string | undefined) =>
  new Map<string, CsvColumn>(
    CSV_COLUMNS.flatMap((c: ColumnSpec & { name: CsvColumn }) => {
      const field = pick(c);
      return field === undefined ? [] : [[field, c.name]];
    }),
  );
/** The column a field of a product's own row comes from (`precoDe` → preco_de). */
export const COLUMN_OF_FIELD: ReadonlyMap<string, CsvColumn> = byField((c) => (c.read ? c.field : undefined));
/** The column a field of a variation comes from. */
export const COLUMN_OF_VARIATION_FIELD: ReadonlyMap<string, CsvColumn> = byField((c) => c.variation?.field);
