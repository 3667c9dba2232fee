/**
 * The admin API under /v2/admin (DESIGN.md §8; docs/decisions/031-admin-api-and-import.md): its own keys (auth.ts),
 * the Store API's envelope and error mapping, and the calls of `adminEndpoints` (packages/contract/src/endpoints.ts).
 */
import { adminEndpoints } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { apiEnvelope } from '../../lib/envelope';
import { route } from '../../lib/route';
import { backofficeRoutes } from '../backoffice/routes';
import { actorOf, adminAuth } from './auth';

export async function adminApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  adminAuth(app, ctx);
  apiEnvelope(app);

  route(app, adminEndpoints.me, async ({ request }) => {
    const actor = actorOf(request);
    return { nome: actor.label, papel: actor.role, usuario: actor.userId };
  });
  // The back office (issue 27): its sign-in, inbox, moderation, users and keys, newsletter, privacy, outbox.
  backofficeRoutes(app, ctx);
}
