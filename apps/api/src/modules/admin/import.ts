/**
 * The catalogue import (POST /v2/admin/import and `npm run catalog -- import`): items are read as a stream, a batch at
 * a time, in one transaction. Upsert by sku: a product equal to the stored one is not written, so the same file twice
 * changes nothing the second time (and does not bump the catalogue version). All or nothing: one refused row rolls
 * everything back, unless `skipInvalid`; the report names each refused row by line and column. A dry run does the
 * whole import and rolls it back.
 */
import { adminProductSchema, portugueseErrors, type ImportIssue, type ImportReport } from '@vitrine/contract';
import type { Db } from '../../db/client';
import { audit } from './audit';
import { catalogOperation } from './catalog-operation';
import type { ImportItem } from './import-items';
import type { Actor } from './keys';
import { prepareProduct, unchanged, type FieldIssue, type PreparedProduct } from './product-prepare';
import { readProductsBySku } from './product-read';
import { writeProducts } from './product-write';

/** Products read, compared and written together. */
const BATCH = 500;
/** Refused rows listed in a report (the count is always complete). */
const MAX_LISTED = 1_000;

/** The CSV column of a field of the product shape. */
const COLUMNS: Record<string, string> = {
  precoDe: 'preco_de',
  precoPor: 'preco_por',
  descricaoCurta: 'descricao_curta',
  descricaoLonga: 'descricao_longa',
  pesoKg: 'peso_kg',
  'seo.title': 'seo_title',
  'seo.description': 'seo_description',
  atributo: 'atributo',
  'atributo.nome': 'atributo',
};

function locate(item: ImportItem, path: (string | number)[], csv: boolean): { linha: number; coluna: string } {
  if (!csv) return { linha: item.line, coluna: path.join('.') || '(produto)' };
  if (path[0] === 'atributo' && path[1] === 'valores' && typeof path[2] === 'number') {
    const field = String(path[3] ?? 'sku');
    return { linha: item.valueLines[path[2]] ?? item.line, coluna: COLUMNS[field] ?? field };
  }
  const key = path.filter((p) => typeof p === 'string').join('.');
  return { linha: item.line, coluna: COLUMNS[key] ?? String(path[0] ?? 'sku') };
}

export interface ImportOptions {
  dryRun: boolean;
  skipInvalid: boolean;
  /** Issues name CSV lines and columns (else JSON positions and field paths). */
  csv: boolean;
}

export async function runImport(
  db: Db,
  actor: Actor,
  items: AsyncIterable<ImportItem>,
  options: ImportOptions,
): Promise<ImportReport> {
  const report: ImportReport = {
    dryRun: options.dryRun,
    aplicado: false,
    linhas: 0,
    produtos: 0,
    criados: 0,
    alterados: 0,
    inalterados: 0,
    recusados: 0,
    erros: [],
    novos: { categorias: [], marcas: [] },
  };
  const seen = new Set<string>();
  const refuse = (issues: ImportIssue[]) => {
    report.recusados += 1;
    const named = new Set<string>();
    for (const issue of issues) {
      const where = `${issue.linha}|${issue.coluna}`;
      if (named.has(where) || report.erros.length >= MAX_LISTED) continue;
      named.add(where);
      report.erros.push(issue);
    }
  };

  let rollback = false;
  const result = await catalogOperation<ImportReport>(db, actor, async (op) => {
    const flush = async (batch: ImportItem[]) => {
      const stored = await readProductsBySku(
        op.tx,
        batch.map((i) => i.sku ?? ''),
      );
      const writes: PreparedProduct[] = [];
      for (const item of batch) {
        const existing = item.sku ? stored.get(item.sku) : undefined;
        const raw = item.partial && existing ? mergeStored(existing.product, item.raw) : item.raw;
        const parsed = adminProductSchema.safeParse(raw, { error: portugueseErrors });
        const fieldIssues: FieldIssue[] = parsed.success
          ? []
          : parsed.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message }));
        const prepared = parsed.success ? await prepareProduct(op.tx, op.refs, parsed.data, existing) : null;
        if (prepared && 'issues' in prepared) fieldIssues.push(...prepared.issues);
        if (fieldIssues.length > 0 || !prepared || 'issues' in prepared) {
          refuse(
            fieldIssues.map((f) => ({ ...locate(item, f.path, options.csv), sku: item.sku, mensagem: f.message })),
          );
          continue;
        }
        if (unchanged(prepared)) report.inalterados += 1;
        else {
          writes.push(prepared);
          if (prepared.existing) report.alterados += 1;
          else report.criados += 1;
        }
      }
      if (writes.length > 0) {
        await writeProducts(op.tx, op.refs, writes);
        op.changed = true;
        op.wordsChanged = true;
      }
    };

    let batch: ImportItem[] = [];
    for await (const item of items) {
      report.produtos += 1;
      report.linhas += item.rows;
      const skus = [item.sku, ...valueSkus(item)].filter((s): s is string => typeof s === 'string' && s !== '');
      const repeated = skus.find((s) => seen.has(s));
      for (const s of skus) seen.add(s);
      if (item.issues.length > 0 || repeated) {
        refuse(
          repeated
            ? [
                ...item.issues,
                { linha: item.line, coluna: 'sku', sku: item.sku, mensagem: `SKU repetido no arquivo: ${repeated}.` },
              ]
            : item.issues,
        );
        continue;
      }
      batch.push(item);
      if (batch.length >= BATCH) {
        await flush(batch);
        batch = [];
      }
    }
    await flush(batch);
    report.erros.sort((a, b) => a.linha - b.linha);
    report.novos = { categorias: op.refs.created.categorias, marcas: op.refs.created.marcas };
    rollback = options.dryRun || (report.recusados > 0 && !options.skipInvalid);
    if (rollback) {
      op.changed = false;
      op.wordsChanged = false;
    }
    report.aplicado = !rollback && (report.criados > 0 || report.alterados > 0);
    return {
      result: report,
      audit: {
        action: options.dryRun ? 'catalogo.importar.simulacao' : 'catalogo.importar',
        target: 'catalogo',
        rows: report.aplicado ? report.criados + report.alterados : 0,
        detail: { ...report, erros: report.erros.slice(0, 20) },
      },
      rollback,
    };
  });
  // A refused import changed nothing, but the attempt is in the audit trail.
  if (rollback && !options.dryRun) {
    await audit(db, actor, 'catalogo.importar.recusada', 'catalogo', 0, {
      ...result,
      erros: result.erros.slice(0, 20),
    });
  }
  return result;
}

function valueSkus(item: ImportItem): unknown[] {
  const atributo = item.raw.atributo as { valores?: { sku?: unknown }[] } | null | undefined;
  return atributo?.valores?.map((v) => v.sku) ?? [];
}

/** A CSV without some columns: those fields keep the stored product's values. */
function mergeStored(stored: object, raw: Record<string, unknown>): Record<string, unknown> {
  const base = stored as Record<string, unknown>;
  const seo = raw.seo ? { ...(base.seo as object), ...(raw.seo as object) } : base.seo;
  return { ...base, ...raw, seo };
}
