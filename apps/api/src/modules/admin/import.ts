/**
 * The catalogue import (POST /v2/admin/import and `npm run catalog -- import`): items are read as a stream and checked
 * a batch at a time; each batch's new and changed products are staged (import-stage.ts, its own short statements:
 * the store keeps serving meanwhile, on PGlite too), then applied all at once with set-based statements in one short
 * transaction (import-apply.ts). Upsert by sku: a product equal to the stored one is not staged, so the same file
 * twice changes nothing the second time (and does not bump the catalogue version). All or nothing: one refused row
 * and nothing is applied (the staged rows are dropped), unless `skipInvalid`; the report names each refused row by
 * line and column. A dry run checks everything and stages nothing. One import at a time (a second one: 409; import-stage.ts).
 */
import { adminProductSchema, portugueseErrors, type ImportIssue, type ImportReport } from '@vitrine/contract';
import type { Db, Queryable } from '../../db/client';
import { mapInTurns, nextTurn } from '../../lib/turns';
import { audit } from './audit';
import { catalogOperation } from './catalog-operation';
import { CatalogRefs } from './catalog-refs';
import { COLUMN_OF_FIELD, COLUMN_OF_VARIATION_FIELD } from './csv-columns';
import { applyStaged } from './import-apply';
import { fieldChanges } from './import-diff';
import { beginRun, dropRun, holdRun, stageBatch } from './import-stage';
import type { ImportItem } from './import-items';
import type { Actor } from './keys';
import {
  prepareProduct,
  skuOwners,
  unchanged,
  valueSkusOf,
  type FieldIssue,
  type PreparedProduct,
} from './product-prepare';
import type { ImagePolicy } from '../media/addresses';
import { readProductsBySku } from './product-read';

/**
 * Products read, compared and staged together. On PGlite each of a batch's statements holds the one connection the
 * store's queries wait for, so batches stay small; a server gives the store connections of its own, and there a
 * batch's round trips (a few milliseconds each on a busy machine, whatever their size) are what a small batch costs.
 */
export const IMPORT_BATCH: Record<Db['kind'], number> = { pglite: 100, postgres: 1_000 };
/** Refused rows listed in a report (the count is always complete). */
const MAX_LISTED = 1_000;

function locate(item: ImportItem, path: (string | number)[], csv: boolean): { linha: number; coluna: string } {
  if (!csv) return { linha: item.line, coluna: path.join('.') || '(produto)' };
  if (path[0] === 'atributo' && path[1] === 'valores' && typeof path[2] === 'number') {
    const field = String(path[3] ?? 'sku');
    return { linha: item.valueLines[path[2]] ?? item.line, coluna: COLUMN_OF_VARIATION_FIELD.get(field) ?? field };
  }
  const key = path.filter((p) => typeof p === 'string').join('.');
  return { linha: item.line, coluna: COLUMN_OF_FIELD.get(key) ?? String(path[0] ?? 'sku') };
}

export interface ImportOptions {
  dryRun: boolean;
  skipInvalid: boolean;
  /** Writes rows whose product changed since the file's version (else each is a conflict). */
  sobrescrever?: boolean;
  /** How the reader read the file (filled by it as it reads: csv-read.ts). */
  file?: ImportReport['arquivo'];
  /** Issues name CSV lines and columns (else JSON positions and field paths). */
  csv: boolean;
  /** How image addresses are judged. */
  images: ImagePolicy;
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
    conflitos: 0,
    mudancas: [],
    arquivo: { codificacao: null, formato: null, ignoradas: [] },
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

  const run = options.dryRun ? null : await beginRun(db);
  // Every statement before the final one waits its turn behind the store's queries (PGlite is one connection).
  const quiet: Queryable = {
    query: async (sql, params) => {
      await db.idle();
      return db.query(sql, params);
    },
  };
  /** The batch being staged. */
  let staging: Promise<void> = Promise.resolve();
  try {
    const refs = await CatalogRefs.load(quiet, { deferred: true });
    let staged = 0;
    /** Checks a batch against the store as it is: its new and changed products, resolved (the report counts it). */
    const check = async (batch: ImportItem[]): Promise<PreparedProduct[]> => {
      const stored = await readProductsBySku(
        quiet,
        batch.map((i) => i.sku ?? ''),
      );
      // In slices, giving the event loop turns: the store's requests are answered during a batch, not after it.
      const conflicts = new Map<ImportItem, ImportIssue>();
      const missing = new Map<ImportItem, ImportIssue>();
      for (const item of batch) {
        const existing = item.sku ? stored.get(item.sku) : undefined;
        if (existing && item.version && item.version !== existing.versao && !options.sobrescrever) {
          conflicts.set(item, await conflictIssue(quiet, item, existing.versao));
        } else if (!existing && item.partial) {
          const issue = newProductIssue(item);
          if (issue) missing.set(item, issue);
        }
      }
      const parsedBatch = await mapInTurns(batch, (item) => {
        const existing = item.sku ? stored.get(item.sku) : undefined;
        const raw =
          item.partial && existing
            ? mergeStored(existing.product, item.raw)
            : existing
              ? item.raw
              : { ...item.creationDefaults, ...item.raw };
        return { item, existing, parsed: adminProductSchema.safeParse(raw, { error: portugueseErrors }) };
      });
      const owners = await skuOwners(
        quiet,
        parsedBatch.flatMap(({ parsed }) => (parsed.success ? valueSkusOf(parsed.data) : [])),
      );
      const writes: PreparedProduct[] = [];
      await mapInTurns(parsedBatch, async ({ item, existing, parsed }) => {
        const unwritable = conflicts.get(item) ?? missing.get(item);
        if (unwritable) {
          if (conflicts.has(item)) report.conflitos += 1;
          refuse([unwritable]);
          return;
        }
        const fieldIssues: FieldIssue[] = parsed.success
          ? []
          : parsed.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message }));
        const prepared = parsed.success
          ? await prepareProduct(refs, parsed.data, existing, owners, options.images)
          : null;
        if (prepared && 'issues' in prepared) fieldIssues.push(...prepared.issues);
        if (fieldIssues.length > 0 || !prepared || 'issues' in prepared) {
          refuse(
            fieldIssues.map((f) => ({ ...locate(item, f.path, options.csv), sku: item.sku, mensagem: f.message })),
          );
          return;
        }
        if (unchanged(prepared)) report.inalterados += 1;
        else {
          if (report.mudancas.length < MAX_LISTED) {
            report.mudancas.push({
              sku: prepared.product.sku,
              linha: item.line,
              situacao: prepared.existing ? 'alterado' : 'criado',
              campos: fieldChanges(prepared.existing?.product, prepared.product),
            });
          }
          writes.push(prepared);
          if (prepared.existing) report.alterados += 1;
          else report.criados += 1;
        }
      });
      return writes;
    };
    // On a server, pipelined: batch n is staged while batch n+1 is read and checked (the server works while this
    // process does). Not on PGlite, where both would run in this one thread and a store query would find two import
    // statements ahead of it instead of one. Batches are staged one after another, in file order (slugs are made
    // unique against the rows staged before).
    const pipelined = db.kind === 'postgres';
    const flush = async (batch: ImportItem[]) => {
      const writes = await check(batch);
      await staging;
      // A refused file (without skipInvalid) is only checked to the end, not staged.
      if (run && (options.skipInvalid || report.recusados === 0)) {
        staging = stageBatch(quiet, refs, run.id, staged, writes);
        // Awaited by the next flush (or below); until then its failure must not count as unhandled.
        staging.catch(() => undefined);
        staged += writes.length;
        if (!pipelined) await staging;
      }
      // Lets the requests that queued behind this batch run before the next one.
      await nextTurn();
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
      if (batch.length >= IMPORT_BATCH[db.kind]) {
        await flush(batch);
        batch = [];
      }
    }
    await flush(batch);
    await staging;
    report.erros.sort((a, b) => a.linha - b.linha);
    report.mudancas.sort((a, b) => a.linha - b.linha);
    if (options.file) report.arquivo = options.file;
    report.novos = { categorias: refs.created.categorias, marcas: refs.created.marcas };
    if (options.dryRun) return report;
    if (report.recusados > 0 && !options.skipInvalid) {
      // A refused import changed nothing, but the attempt is in the audit trail.
      await audit(db, actor, 'catalogo.importar.recusada', 'catalogo', 0, {
        ...report,
        erros: report.erros.slice(0, 20),
      });
      return report;
    }
    report.aplicado = report.criados > 0 || report.alterados > 0;
    return await catalogOperation<ImportReport>(db, actor, async (op) => {
      await holdRun(op.tx, run!.id);
      await applyStaged(op.tx, refs, run!.id, staged);
      if (staged > 0) {
        op.changed = true;
        op.wordsChanged = true;
      }
      return {
        result: report,
        audit: {
          action: 'catalogo.importar',
          target: 'catalogo',
          rows: report.criados + report.alterados,
          detail: { ...report, erros: report.erros.slice(0, 20) },
        },
      };
    });
  } finally {
    // The import's outcome stands even if this fails: the rows of a run left behind are removed by the next import.
    // (Not while a batch is still being staged: its rows would outlive the run's removal.)
    await staging.catch(() => undefined);
    if (run) {
      await dropRun(quiet, run.id).catch(() => undefined);
      await run.release();
    }
  }
}

const WHEN = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});

/**
 * When a product last changed and, when the audit trail tells, by whom (a PUT of the product, a stock or price PATCH
 * naming its sku; an import names no sku): "alterado em 29/11/2026, 08:01:02 por Ana". The conflict rule's words,
 * for an import's row and for an editor's stale save alike.
 */
export async function changedSince(db: Queryable, sku: string, versao: string): Promise<string> {
  const [who] = await db.query<{ actor: string }>(
    `SELECT actor FROM admin_audit
      WHERE at >= $1::timestamptz - interval '1 second'
        AND (target = 'produto:' || $2 OR (detail->'estoque') ? $2 OR (detail->'precos') ? $2)
      ORDER BY at DESC, id DESC LIMIT 1`,
    [versao, sku],
  );
  return `alterado em ${WHEN.format(new Date(versao))}${who ? ` por ${who.actor}` : ''}`;
}

/** A row whose product changed since the file's version. */
async function conflictIssue(db: Queryable, item: ImportItem, versao: string): Promise<ImportIssue> {
  return {
    linha: item.line,
    coluna: 'versao',
    sku: item.sku,
    mensagem:
      `Conflito: o produto ${item.sku} mudou desde a exportação deste arquivo (` +
      `${await changedSince(db, item.sku ?? '', versao)}; versão do arquivo ${item.version}). A linha não foi gravada: exporte de ` +
      'novo e refaça a mudança, ou importe com sobrescrever para gravar por cima.',
  };
}

/** The fields a new product needs (a file without one of these columns can only change existing products). */
const NEEDED = ['nome', 'marca', 'categoria', 'precoPor', 'status'] as const;

/** A CSV row naming a product the store does not have: its own message, not one per missing field. */
function newProductIssue(item: ImportItem): ImportIssue | null {
  if (item.ownRow === false) {
    return {
      linha: item.line,
      coluna: 'sku_pai',
      sku: item.sku,
      mensagem: `Produto pai ${item.sku} não existe na loja nem no arquivo: inclua a linha do produto antes das variações ou corrija o sku_pai.`,
    };
  }
  const absent = NEEDED.filter((f) => item.raw[f] === undefined && item.creationDefaults?.[f] === undefined);
  if (absent.length === 0) return null;
  return {
    linha: item.line,
    coluna: 'sku',
    sku: item.sku,
    mensagem: `SKU ${item.sku} não existe na loja: para criar o produto o arquivo precisa das colunas nome, marca, categoria, preco_por e status (faltam ${absent.map((f) => COLUMN_OF_FIELD.get(f) ?? f).join(', ')}); para alterar, confira o sku.`,
  };
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
