/**
 * Issue 26, staged import (bench/notes/031-admin-api-and-import.md "Staging"): the store keeps answering while an
 * import runs (on PGlite too: between its batches), a failed or abandoned import leaves nothing behind. Issue 34: one
 * import at a time, held only by a live one — a dead one's slot is free at once (on PostgreSQL a session lock that
 * ends with its connection) and its staged rows are removed.
 */
import { ADMIN_AREA_NAMES } from '@vitrine/contract/admin-areas';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsvItems } from '../src/modules/admin/csv-read';
import { IMPORT_BATCH, runImport } from '../src/modules/admin/import';
import type { ImportItem } from '../src/modules/admin/import-items';
import { cleanDeadImports } from '../src/modules/admin/import-stage';
import type { Actor } from '../src/modules/admin/keys';
import { admin, version } from './admin-helpers';
import { engine, oneRow, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const actor: Actor = { userId: null, keyId: null, role: 'gestor', areas: ADMIN_AREA_NAMES, label: 'teste' };
const options = { dryRun: false, skipInvalid: false, csv: true, images: { httpStore: true } };
/** Products per staged batch on this engine (the files below are a few batches long). */
const B = IMPORT_BATCH[engine];

/** A CSV of `n` new products named `prefix`-1…n. */
function file(prefix: string, n: number): string {
  const rows = ['sku;nome;marca;categoria;preco_por;estoque;status'];
  for (let i = 1; i <= n; i += 1) {
    rows.push(
      `${prefix}-${i};Produto ${prefix} ${i};Marca Etapa;Ferramentas > Etapas;${i % 90},90;${i % 7};disponivel`,
    );
  }
  return `${rows.join('\n')}\n`;
}
const items = (text: string) => readCsvItems(Readable.from([text]));

/** The items of `source`; `at(n)` is called as the n-th is read (the import is then between batches). */
async function* watched(source: AsyncIterable<ImportItem>, at: (n: number) => void): AsyncGenerator<ImportItem> {
  let n = 0;
  for await (const item of source) {
    n += 1;
    at(n);
    yield item;
  }
}

const staged = async () =>
  (
    await oneRow<{ runs: number; rows: number }>(
      api.db,
      'SELECT (SELECT count(*)::int FROM import_runs) AS runs, (SELECT count(*)::int FROM import_staging) AS rows',
    )
  ).runs;
const stagedRows = async () => (await oneRow<{ n: number }>(api.db, 'SELECT count(*)::int AS n FROM import_staging')).n;
const products = async (prefix: string) =>
  (await oneRow<{ n: number }>(api.db, 'SELECT count(*)::int AS n FROM products WHERE sku LIKE $1', [`${prefix}-%`])).n;

describe(`staged catalogue import (${engine})`, () => {
  it('issue 26: a catalogue read issued mid-import is answered before the import ends, without its products', async () => {
    let read: Promise<{ status: number; found: number; at: number }> | null = null;
    let stagedMidway = 0;
    const source = watched(items(file('MEIO', 7 * B)), (n) => {
      if (n !== 4 * B) return;
      read = (async () => {
        stagedMidway = await stagedRows();
        const res = await api.call('/v2/front/url/product/listing/search?busca=etapa');
        return { status: res.statusCode, found: res.json().data.conteudo.produtos.length, at: performance.now() };
      })();
    });
    const report = await runImport(api.db, actor, source, options);
    const importEnded = performance.now();
    expect(report).toMatchObject({ aplicado: true, criados: 7 * B, recusados: 0 });
    expect(read).not.toBeNull();
    const answer = await read!;
    expect(answer.status).toBe(200);
    expect(answer.at).toBeLessThan(importEnded);
    // All or nothing: the file's products appear at the end, at once.
    expect(answer.found).toBe(0);
    expect(stagedMidway).toBeGreaterThan(0);
    expect(await products('MEIO')).toBe(7 * B);
    expect(await staged()).toBe(0);
    const listing = await api.call('/v2/front/url/product/listing/search?busca=etapa');
    expect(listing.json().data.conteudo.produtos.length).toBeGreaterThan(0);
  }, 120_000);

  it('issue 26: a refused or broken import leaves no staged rows and changes nothing', async () => {
    const before = await version(api);
    const bad = 5.9 * B;
    const body = file('FALHA', 6 * B).replace(`FALHA-${bad};Produto FALHA ${bad};Marca Etapa`, `FALHA-${bad};Produto;`);
    let stagedMidway = 0;
    const refused = await runImport(
      api.db,
      actor,
      watched(items(body), (n) => {
        if (n === 5.5 * B) void stagedRows().then((rows) => (stagedMidway = rows));
      }),
      options,
    );
    expect(refused).toMatchObject({ aplicado: false, recusados: 1 });
    expect(refused.erros[0]).toMatchObject({ linha: bad + 1, coluna: 'marca' });
    expect(stagedMidway).toBeGreaterThan(0);
    expect(await staged()).toBe(0);
    expect(await products('FALHA')).toBe(0);

    // The file breaks off (the upload is cut) after two batches were staged.
    const cut = watched(items(file('CORTE', 6 * B)), (n) => {
      if (n === 5.6 * B) throw new Error('conexão interrompida');
    });
    await expect(runImport(api.db, actor, cut, options)).rejects.toThrow('conexão interrompida');
    expect(await staged()).toBe(0);
    expect(await products('CORTE')).toBe(0);
    expect(await version(api)).toBe(before);
  }, 120_000);

  /** An import of `text` that stops before its item `at` (batches before it staged) until `go` is called. */
  const pausedImport = (text: string, at: number) => {
    let go: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (go = resolve));
    let reached: () => void = () => undefined;
    const paused = new Promise<void>((resolve) => (reached = resolve));
    async function* source(): AsyncGenerator<ImportItem> {
      let n = 0;
      for await (const item of items(text)) {
        n += 1;
        if (n === at) {
          reached();
          await gate;
        }
        yield item;
      }
    }
    const done = runImport(api.db, actor, source(), options);
    done.catch(() => undefined);
    return { done, paused, go };
  };
  const csv = (body: string) => admin(api, 'POST', '/import', body, { 'content-type': 'text/csv; charset=utf-8' });

  it('issue 34: a second import while one runs is refused (409) saying another import is under way', async () => {
    const first = pausedImport(file('PRIMEIRA', 3 * B), 2 * B + 1);
    await first.paused;
    const busy = await csv(file('SEGUNDA', 3));
    expect(busy.statusCode, busy.body).toBe(409);
    expect(busy.json().error.message).toMatch(/^Outra importação do catálogo está em andamento agora/);
    expect(await products('SEGUNDA')).toBe(0);
    first.go();
    expect(await first.done).toMatchObject({ aplicado: true, criados: 3 * B });
    // The slot is given back with the run: the next import goes in.
    const next = await csv(file('SEGUNDA', 3));
    expect(next.statusCode, next.body).toBe(200);
    expect(await staged()).toBe(0);
  }, 120_000);

  it('issue 34: the run of an import whose process is gone is no obstacle: the next import removes it at once', async () => {
    const dead = 'run-morto';
    // Left by a process that died a moment ago (it gave its last sign now): nothing holds the slot.
    await api.db.query('INSERT INTO import_runs (id, sinal_em) VALUES ($1, now())', [dead]);
    await api.db.query(
      `INSERT INTO import_staging (import_id, seq, product_id, slug, dados, busca_rank, busca)
       VALUES ($1, 0, 999999, 'x', '{}', ''::tsvector, ''::tsvector)`,
      [dead],
    );
    const next = await csv(file('VEZ', 3));
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data).toMatchObject({ aplicado: true, criados: 3 });
    expect(await staged()).toBe(0);
    expect(await stagedRows()).toBe(0);
  });

  it.runIf(engine === 'postgres')(
    'issue 34: an import whose connection dies releases the slot at once; its staged rows are removed, it applies nothing',
    async () => {
      const first = pausedImport(file('CAIU', 3 * B), 2 * B + 1);
      await first.paused;
      expect(await stagedRows()).toBeGreaterThan(0);
      // The backend holding the import's advisory lock is ended (as when its process is killed).
      const [holder] = await api.db.query<{ pid: number }>(
        "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = 7402327",
      );
      expect(holder).toBeDefined();
      await api.db.query('SELECT pg_terminate_backend($1)', [holder!.pid]);
      // Its lock goes when the backend has exited (a signal away: polled, not waited for with a timer).
      for (let i = 0; i < 200; i += 1) {
        const [left] = await api.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1',
          [holder!.pid],
        );
        if (left?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const next = await csv(file('DEPOIS', 3));
      expect(next.statusCode, next.body).toBe(200);
      expect(next.json().data).toMatchObject({ aplicado: true, criados: 3 });
      expect(await staged()).toBe(0);
      expect(await stagedRows()).toBe(0);
      // The first import, going on, finds its run removed: refused, nothing of it applied.
      first.go();
      await expect(first.done).rejects.toThrow(/perdeu a conexão/);
      expect(await products('CAIU')).toBe(0);
      expect(await staged()).toBe(0);
    },
    120_000,
  );

  it('issue 34: at start-up the runs of dead imports are removed, but not that of an import under way', async () => {
    await api.db.query("INSERT INTO import_runs (id, sinal_em) VALUES ('morto', now())");
    expect(await cleanDeadImports(api.db)).toBe(1);
    expect(await staged()).toBe(0);
    const live = pausedImport(file('VIVA', 2 * B), B + 1);
    await live.paused;
    expect(await cleanDeadImports(api.db)).toBe(0);
    expect(await staged()).toBe(1);
    live.go();
    expect(await live.done).toMatchObject({ aplicado: true, criados: 2 * B });
  }, 120_000);

  it('issue 26: an import bringing stock 0 → 5 notifies the pending requests once; the same file again changes nothing', async () => {
    const p = await oneRow<{ id: number; sku: string }>(
      api.db,
      `SELECT id, sku FROM products p WHERE status = 'disponivel' AND ativo
          AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = p.id) ORDER BY id LIMIT 1`,
    );
    expect((await admin(api, 'PATCH', '/stock', [{ sku: p.sku, estoque: 0 }])).statusCode).toBe(200);
    const ask = await api.call({
      method: 'POST',
      url: '/v2/front/product/solicitation',
      payload: {
        idProduto: p.id,
        idAtributoValor: null,
        nome: 'Cliente',
        email: 'c@example.com',
        observacao: '',
        mailing: false,
      },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const mails = async () =>
      (await api.db.query("SELECT 1 FROM email_outbox WHERE origem LIKE 'aviseme-chegou:%'")).length;
    const sent = await mails();
    const body = `sku;estoque\n${p.sku};5\n`;
    const first = await runImport(api.db, actor, items(body), options);
    expect(first).toMatchObject({ aplicado: true, alterados: 1 });
    expect(await mails()).toBe(sent + 1);
    const v = await version(api);
    const again = await runImport(api.db, actor, items(body), options);
    expect(again).toMatchObject({ aplicado: false, alterados: 0, inalterados: 1 });
    expect(await version(api)).toBe(v);
    expect(await mails()).toBe(sent + 1);
  });

  it('issue 26: batches staged while the next is checked keep file order and unique slugs across batches', async () => {
    // Every product has the same name (so the same wanted slug): each batch must see the slugs staged before it.
    const rows = ['sku;nome;marca;categoria;preco_por;estoque;status'];
    for (let i = 1; i <= 2.5 * B; i += 1)
      rows.push(`ORDEM-${i};Mesmo Nome;Marca Etapa;Ferramentas > Etapas;9,90;1;disponivel`);
    const report = await runImport(api.db, actor, items(`${rows.join('\n')}\n`), options);
    expect(report).toMatchObject({ aplicado: true, criados: 2.5 * B, recusados: 0 });
    const stored = await api.db.query<{ sku: string; slug: string }>(
      "SELECT sku, slug FROM products WHERE sku LIKE 'ORDEM-%' ORDER BY id",
    );
    expect(new Set(stored.map((r) => r.slug)).size).toBe(2.5 * B);
    // Ids are handed out in file order, batch after batch.
    expect(stored.map((r) => r.sku)).toEqual(Array.from({ length: 2.5 * B }, (_, i) => `ORDEM-${i + 1}`));
    const again = await runImport(api.db, actor, items(`${rows.join('\n')}\n`), options);
    expect(again).toMatchObject({ aplicado: false, inalterados: 2.5 * B });
  }, 120_000);
});
