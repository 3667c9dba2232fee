/**
 * The catalogue export (GET /v2/admin/export and `npm run catalog -- export`): every product in the import's format,
 * read a page at a time and written as it is read, so memory stays flat whatever the catalogue's size. CSV: UTF-8
 * with BOM, ';', one row per sellable sku, prices as 1234,56, formula-like cells neutralized (csv-cells.ts). JSON: an
 * array in the PUT shape. Importing an export changes nothing.
 */
import { stringify } from 'csv-stringify/sync';
import type { Queryable } from '../../db/client';
import {
  CSV_COLUMNS,
  neutralize,
  writeCharacteristics,
  writeDecimal,
  writeFilters,
  writePrice,
  type CsvColumn,
} from './csv-cells';
import { readProductPage, type StoredProduct } from './product-read';

const PAGE = 500;

function csvRows(p: StoredProduct): string[][] {
  const row = (cells: Partial<Record<CsvColumn, string>>) => CSV_COLUMNS.map((c) => neutralize(cells[c] ?? ''));
  const rows = [
    row({
      sku: p.sku,
      nome: p.nome,
      marca: p.marca,
      categoria: p.categoria,
      preco_de: writePrice(p.precoDe),
      preco_por: writePrice(p.precoPor),
      estoque: String(p.estoque),
      status: p.status,
      ativo: p.ativo ? 'sim' : 'não',
      descricao_curta: p.descricaoCurta,
      descricao_longa: p.descricaoLonga,
      imagens: p.imagens.map((i) => i.url).join(' | '),
      atributo: p.atributo?.nome ?? '',
      ean: p.ean ?? '',
      mpn: p.mpn ?? '',
      peso_kg: p.pesoKg === null ? '' : writeDecimal(p.pesoKg),
      slug: p.slug,
      caracteristicas: writeCharacteristics(p.caracteristicas),
      filtros: writeFilters(p.filtros),
      selos: p.selos.join(' | '),
      seo_title: p.seo.title ?? '',
      seo_description: p.seo.description ?? '',
    }),
  ];
  for (const v of p.atributo?.valores ?? []) {
    rows.push(
      row({
        sku: v.sku,
        sku_pai: p.sku,
        atributo: p.atributo!.nome,
        valor: v.valor,
        preco_de: writePrice(v.precoDe),
        preco_por: writePrice(v.precoPor),
        estoque: String(v.estoque),
      }),
    );
  }
  return rows;
}

/** The whole catalogue, as text chunks. */
export async function* exportCatalog(db: Queryable, format: 'csv' | 'json'): AsyncGenerator<string> {
  if (format === 'csv') yield `\uFEFF${stringify([[...CSV_COLUMNS]], { delimiter: ';' })}`;
  else yield '[';
  let after = 0;
  let first = true;
  for (;;) {
    const page = await readProductPage(db, after, PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    if (format === 'csv') {
      yield stringify(
        page.flatMap((p) => csvRows(p.product)),
        { delimiter: ';' },
      );
    } else {
      yield page.map((p, i) => `${first && i === 0 ? '' : ','}\n${JSON.stringify(p.product)}`).join('');
      first = false;
    }
  }
  if (format === 'json') yield '\n]\n';
}
