/**
 * The admin API under /v2/admin (DESIGN.md §8; docs/decisions/031-admin-api-and-import.md): its own keys (auth.ts),
 * the Store API's envelope and error mapping, and the calls of `adminEndpoints` (packages/contract/src/endpoints.ts).
 */
import { adminEndpoints } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { apiEnvelope } from '../../lib/envelope';
import { route } from '../../lib/route';
import { actorOf, adminAuth, requireRole } from './auth';
import { patchPrices, patchStock } from './patch';
import { getProduct, putProduct } from './products';

/** The largest JSON body of a product or a PATCH (an uploaded image is at most 5 MB, in base64). */
const JSON_BODY_LIMIT = 32 * 1024 * 1024;

export async function adminApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  adminAuth(app, ctx);
  apiEnvelope(app);

  route(app, adminEndpoints.me, async ({ request }) => {
    const actor = actorOf(request);
    return { nome: actor.label, papel: actor.role, usuario: actor.userId };
  });

  const json = { bodyLimit: JSON_BODY_LIMIT };
  route(app, adminEndpoints.product, async ({ params }) => getProduct(ctx.db, params.sku));
  route(
    app,
    adminEndpoints.productPut,
    async ({ params, body, request }) =>
      putProduct(ctx.db, requireRole(request, 'gestor'), { sku: params.sku, ...body }),
    json,
  );
  route(
    app,
    adminEndpoints.stock,
    ({ body, request }) => patchStock(ctx.db, requireRole(request, 'gestor'), body),
    json,
  );
  route(
    app,
    adminEndpoints.prices,
    ({ body, request }) => patchPrices(ctx.db, requireRole(request, 'gestor'), body),
    json,
  );
}
