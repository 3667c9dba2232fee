/**
 * The admin API under /v2/admin (docs/architecture.md §8; docs/decisions/031-admin-api-and-import.md): its own keys
 * (auth.ts), the Store API's envelope and error mapping, and the calls of `adminEndpoints`
 * (packages/contract/src/endpoints.ts).
 */
import multipart from '@fastify/multipart';
import { mayUse } from '@vitrine/contract/admin-areas';
import { ADMIN_LIMITS, adminEndpoints, IMAGE_TOO_LARGE, photoHash, type ImportReport } from '@vitrine/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { apiEnvelope } from '../../lib/envelope';
import { route } from '../../lib/route';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { backofficeRoutes } from '../backoffice/routes';
import { badRequest } from '../../lib/errors';
import { imagePolicy } from '../media/addresses';
import { fetchItemImages } from '../media/fetch-images';
import { photoPattern, readOriginal, storeOriginals, type Original } from '../media/originals';
import { audit } from './audit';
import { actorOf, adminAuth, requireArea } from './auth';
import { readCsvItems } from './csv-read';
import { exportCatalog } from './export';
import { runImport } from './import';
import { readJsonItems, readNdjsonItems } from './import-items';
import { receiveWhole } from './received-file';
import { patchPrices, patchStock } from './patch';
import { adminOpenApi } from './openapi';
import { deactivateProduct, getProduct, listProducts, putProduct } from './products';

/** The `mapa` of an import: JSON { "their column": "ours" }. */
function readMapping(text: string | undefined): Record<string, string> | undefined {
  if (text === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (
    !parsed ||
    typeof parsed !== 'object' ||
    Array.isArray(parsed) ||
    !Object.values(parsed).every((v) => typeof v === 'string')
  ) {
    throw badRequest('mapa: um JSON como {"Código": "sku", "Preço": "preco_por"}.', { mapa: 'JSON inválido.' });
  }
  return parsed as Record<string, string>;
}

/** The largest JSON body of a PATCH. */
const JSON_BODY_LIMIT = 32 * 1024 * 1024;
/**
 * The largest body of a product PUT: its images in base64 (an original of up to 20 MB is ≈ 27 MB of base64, and one
 * a little above the limit still reaches the schema, which names the limit, instead of a bare 413).
 */
const PRODUCT_BODY_LIMIT = 40 * 1024 * 1024;
/** Originals in one multipart upload. */
const UPLOAD_FILES = 10;

export async function adminApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  adminAuth(app, ctx);
  apiEnvelope(app);

  route(
    app,
    adminEndpoints.me,
    async ({ request }) => {
      const actor = actorOf(request);
      return {
        nome: actor.label,
        papel: actor.role,
        areas: [...actor.areas],
        usuario: actor.userId,
        ...(actor.mustEnrol ? { precisaSegundoFator: true as const } : {}),
      };
    },
    { config: { ownAccount: true } },
  );
  // The back office (issue 27): its sign-in, inbox, moderation, users and keys, newsletter, privacy, outbox.
  backofficeRoutes(app, ctx);

  // Catalogue writes are a gestor's: the role is checked as the request arrives, before its body is read or
  // validated, so a limited role gets its 403 and never the details of a 400 (issue 34).
  const gestorFirst = {
    onRequest: async (request: FastifyRequest) => {
      requireArea(request, 'catalogo');
    },
  };
  const json = { bodyLimit: JSON_BODY_LIMIT, ...gestorFirst };
  const policy = () => imagePolicy(ctx.publicUrl, ctx.fetchLoopback);
  /** Makes the common sizes of new originals, after the answer (a failure only costs a first request's wait). */
  const warm = (hashes: (string | null)[]) => {
    const list = hashes.filter((h): h is string => h !== null);
    if (list.length > 0) void ctx.photos.warm(list).catch((error: unknown) => app.log.warn({ err: error }, 'fotos'));
  };
  route(app, adminEndpoints.openapi, async () => adminOpenApi());
  route(app, adminEndpoints.products, async ({ query }) => listProducts(ctx.db, query));
  route(app, adminEndpoints.productDeactivate, async ({ params, request }) =>
    deactivateProduct(ctx.db, requireArea(request, 'catalogo'), params.sku, policy()),
  );
  route(app, adminEndpoints.product, async ({ params }) => getProduct(ctx.db, params.sku));
  route(
    app,
    adminEndpoints.productPut,
    async ({ params, body, request }) => {
      const { versao, novo, ...fields } = body;
      const answer = await putProduct(
        ctx.db,
        requireArea(request, 'catalogo'),
        { sku: params.sku, ...fields },
        policy(),
        { versao, novo },
      );
      warm(answer.produto.imagens.map((i) => photoHash(typeof i === 'string' ? i : 'url' in i ? i.url : '')));
      return answer;
    },
    { bodyLimit: PRODUCT_BODY_LIMIT, ...gestorFirst },
  );

  // Originals as multipart/form-data: each file checked (type from the bytes, size, pixels) and stored.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // A file over the limit is cut and marked (`truncated`), so its message names the limit.
      throwFileSizeLimit: false,
      limits: { fileSize: ADMIN_LIMITS.imageBytes, files: UPLOAD_FILES, fields: 10, parts: UPLOAD_FILES + 10 },
    });
    route(
      scope,
      adminEndpoints.imageUpload,
      async ({ request }) => {
        if (!request.isMultipart()) throw badRequest('Envie as imagens como multipart/form-data.');
        const originals: Original[] = [];
        const issues: Record<string, string> = {};
        let index = 0;
        for await (const part of request.files()) {
          index += 1;
          const bytes = await part.toBuffer();
          const original = part.file.truncated ? { error: IMAGE_TOO_LARGE } : await readOriginal(bytes);
          if ('error' in original) issues[`arquivo ${index} (${part.filename})`] = original.error;
          else originals.push(original);
        }
        if (index === 0) throw badRequest('Nenhuma imagem enviada.');
        if (Object.keys(issues).length > 0) {
          throw badRequest(`Imagem recusada: ${Object.values(issues).join(' ')}`, issues);
        }
        await storeOriginals(ctx.db, originals);
        warm(originals.map((o) => o.sha256));
        return {
          imagens: originals.map((o) => ({
            url: photoPattern(o.sha256),
            sha256: o.sha256,
            tipo: o.tipo,
            largura: o.largura,
            altura: o.altura,
          })),
        };
      },
      // Product photos (catalogue) and banner and pop-up pictures (content, issue 37) go through the same pipeline.
      {
        onRequest: async (request: FastifyRequest) => {
          if (!mayUse(actorOf(request).areas, 'conteudo')) requireArea(request, 'catalogo');
        },
      },
    );
  });
  route(
    app,
    adminEndpoints.stock,
    ({ body, query, request }) => patchStock(ctx.db, requireArea(request, 'catalogo'), body, query.skipInvalid),
    json,
  );
  route(
    app,
    adminEndpoints.prices,
    ({ body, query, request }) => patchPrices(ctx.db, requireArea(request, 'catalogo'), body, query.skipInvalid),
    json,
  );

  // The import reads its body itself, as a stream: CSV, NDJSON or a JSON array.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    route(
      scope,
      adminEndpoints.import,
      async ({ query, request }) => {
        const actor = requireArea(request, 'catalogo');
        const type = String(request.headers['content-type'] ?? '').toLowerCase();
        const csv = type.startsWith('text/csv') || type.startsWith('text/plain');
        const ndjson = type.startsWith('application/x-ndjson');
        const json = type.startsWith('application/json');
        if (!csv && !ndjson && !json) {
          throw badRequest('Envie text/csv, application/json (lista de produtos) ou application/x-ndjson.');
        }
        // Received whole first (received-file.ts): a long import never outlives the request's time to arrive.
        const received = await receiveWhole(request.body as Readable);
        // Then silent for as long as the import takes (minutes for a thousand photos by address): the connection's
        // idle timeout (60 s on the store's server) must not close it before the report is sent.
        // (A call made in process has a stand-in socket without timeouts.)
        const socket = request.raw.socket as { setTimeout?: unknown } | undefined;
        if (typeof socket?.setTimeout === 'function') request.raw.socket.setTimeout(0);
        const file: ImportReport['arquivo'] = { codificacao: null, formato: null, ignoradas: [] };
        let report: ImportReport;
        try {
          // CSV and NDJSON are streamed; a JSON array is read whole (the file is bounded by receiveWhole).
          const body = received.stream;
          const items = csv
            ? readCsvItems(body, { formato: query.formato, mapa: readMapping(query.mapa), file })
            : ndjson
              ? readNdjsonItems(body)
              : readJsonItems((await buffer(body)).toString('utf8'));
          const fetched = fetchItemImages(ctx.db, items, policy(), (originals) => warm(originals.map((o) => o.sha256)));
          report = await runImport(ctx.db, actor, fetched, { ...query, csv, file, images: policy() });
        } finally {
          await received.remove();
        }
        if (report.recusados > 0 && !query.skipInvalid && !query.dryRun) {
          const fields = Object.fromEntries(
            report.erros.slice(0, 100).map((e) => [`linha ${e.linha}${e.coluna ? ` (${e.coluna})` : ''}`, e.mensagem]),
          );
          throw badRequest(
            `Importação recusada: ${report.recusados} produto(s) com erro${report.conflitos ? ` (${report.conflitos} em conflito)` : ''}; nada foi alterado. Corrija o arquivo ou use skipInvalid=true${report.conflitos ? ' (ou sobrescrever=true)' : ''}.`,
            fields,
          );
        }
        return report;
      },
      gestorFirst,
    );
  });

  route(app, adminEndpoints.export, async ({ query, request, reply }) => {
    const actor = requireArea(request, 'exportacao');
    await audit(ctx.db, actor, 'catalogo.exportar', query.format, 0);
    const csv = query.format === 'csv';
    void reply
      .header('content-type', csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="catalogo.${query.format}"`)
      .header('cache-control', 'no-store');
    // A file, not the envelope: the stream goes out as it is read.
    return reply.send(Readable.from(exportCatalog(ctx.db, query.format))) as never;
  });
}
