/**
 * Authentication of the admin API (docs/architecture.md §8): every /v2/admin call carries `Authorization: Bearer
 * <key>`. The Store API's App-Token is never accepted here. A missing, wrong or revoked key, or one of a disabled user,
 * is a 401; a caller whose role (or key) does not open an area (`@vitrine/contract/admin-areas`) is a 403
 * (`requireArea`).
 */
import { ADMIN_AREAS, mayUse, type AdminAreaName } from '@vitrine/contract/admin-areas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError } from '../../lib/errors';
import { resolveSessionActor } from '../backoffice/sessions';
import { resolveActor, type Actor } from './keys';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin API's caller, set by the auth hook of /v2/admin (null elsewhere). */
    adminActor: Actor | null;
  }
  interface FastifyContextConfig {
    /** An admin call open without a key (the back office's sign-in). */
    adminPublic?: boolean;
    /**
     * A call of her own account (who she is, her password, her second factor, signing out): the only ones open to a
     * session that must enrol in the second factor first (issue 37).
     */
    ownAccount?: boolean;
  }
}

const UNAUTHORIZED = 'Chave de acesso ausente, inválida ou revogada. Envie Authorization: Bearer <chave>.';
const MUST_ENROL =
  'A loja exige a verificação em duas etapas: ative-a em Minha conta (/admin/conta) antes de continuar.';
/** Longest key read from the header (ours are 43 characters; ADMIN_TOKEN may be longer). */
const MAX_KEY_LENGTH = 512;

function bearerKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  const key = match?.[1];
  return key && key.length <= MAX_KEY_LENGTH ? key : null;
}

/** Adds the auth hook to the admin scope: every call resolves its actor before anything else. */
export function adminAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('adminActor', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.adminPublic) return;
    const key = bearerKey(request);
    // An API key, or a back-office session's token (backoffice/sessions.ts).
    const actor = key
      ? ((await resolveActor(ctx.db, key, ctx.adminToken, ctx.now())) ??
        (await resolveSessionActor(ctx.db, key, ctx.now())))
      : null;
    if (!actor) throw new ApiError('unauthorized', UNAUTHORIZED);
    // The owner requires the second factor and she has none yet: her account only, before anything else (issue 37).
    if (actor.mustEnrol && !request.routeOptions.config.ownAccount) throw new ApiError('forbidden', MUST_ENROL);
    request.adminActor = actor;
  });
}

/** The caller, once the auth hook has run. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.adminActor) throw new ApiError('unauthorized', UNAUTHORIZED);
  return request.adminActor;
}

/**
 * The caller, when its areas (its role's, within its key's scopes; `@vitrine/contract/admin-areas`) include `area`;
 * else a 403 naming the area.
 */
export function requireArea(request: FastifyRequest, area: AdminAreaName): Actor {
  const actor = actorOf(request);
  if (!mayUse(actor.areas, area)) {
    throw new ApiError(
      'forbidden',
      `Seu perfil (${actor.role}) não dá acesso a esta área: ${ADMIN_AREAS[area].rotulo}. Peça a quem cuida dos usuários.`,
    );
  }
  return actor;
}
