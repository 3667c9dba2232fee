/**
 * The back office's calls of the admin API (issue 27; packages/contract `backofficeEndpoints`): thin handlers. Each
 * call names its area; the check of the caller's areas (`@vitrine/contract/admin-areas`, a 403 when its role does
 * not open the area) runs as the route's first hook, before its input is read. The work — one transaction with its audit
 * row — is one function of this module.
 */
import { backofficeEndpoints as calls, endpoints, type AnswerOf, type Endpoint } from '@vitrine/contract';
import type { AdminAreaName } from '@vitrine/contract/admin-areas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route, type HandlerInput } from '../../lib/route';
import { listAudit } from '../admin/audit';
import { actorOf, requireArea } from '../admin/auth';
import type { Actor } from '../admin/keys';
import { addMenuItem, editMenuItem, moveMenuItem, readAdminMenu, removeMenuItem } from '../content/admin-menus';
import { createPage, listPages, savePage } from '../content/admin-pages';
import { readStoreSettings, saveStoreSettings } from '../content/admin-settings';
import { createBanner, listBanners, removeBanner, saveBanner } from '../content/admin-banners';
import { readAdminPopup, savePopup } from '../content/admin-popup';
import { listEmailTexts, previewEmailText, saveEmailText } from '../forms/email-texts';
import { catalogRefs, searchCatalog } from './catalog-search';
import { countNew, listInbox, readInboxItem } from './inbox';
import { answerQuestion, moderate, setStatus } from './moderation';
import { listOutbox, outboxCounts, retryOutbox } from './outbox-admin';
import { answerQuote, moveQuote, readQuoteWork, readWaitlist } from './quotes';
import { erasePersonalData, findPersonalData } from './privacy';
import { adminSignIn, endSession } from './sessions';
import { newsletterCsv, unsubscribe } from './unsubscribe';
import { changeOwnPassword, hasDemoPassword } from './account';
import { checkResetLink, passwordResetRequests, resetPassword } from './password-reset';
import {
  confirmTwoFactor,
  disableTwoFactor,
  readSecurityPolicy,
  saveSecurityPolicy,
  startTwoFactor,
  twoFactorStatus,
} from './two-factor';
import { addUser, issueKey, listRoles, listUsers, revokeKey, saveRole, setUserActive, setUserRole } from './users';

/** The Bearer key of a call (the back office's session token). */
const bearer = (authorization: string | undefined) => /^Bearer\s+(\S+)/i.exec(authorization ?? '')?.[1] ?? null;

export function backofficeRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Registers a call of `area`: its caller's role is checked first; the handler receives the caller. */
  function call<E extends Endpoint>(
    area: AdminAreaName,
    endpoint: E,
    handler: (input: HandlerInput<E>, actor: Actor) => Promise<AnswerOf<E>>,
  ) {
    route(app, endpoint, (input) => handler(input, actorOf(input.request)), {
      onRequest: async (request) => {
        requireArea(request, area);
      },
    });
  }
  /** A call of her own account (every signed-in user; open before she enrols in a required second factor). */
  function accountCall<E extends Endpoint>(
    endpoint: E,
    handler: (input: HandlerInput<E>, actor: Actor) => Promise<AnswerOf<E>>,
  ) {
    route(app, endpoint, (input) => handler(input, actorOf(input.request)), { config: { ownAccount: true } });
  }

  const signIn = adminSignIn(ctx);
  route(app, calls.signIn, ({ request, reply, body }) => signIn.signIn(request, reply, body), {
    config: { adminPublic: true },
  });
  route(app, calls.signInCode, ({ request, reply, body }) => signIn.code(request, reply, body), {
    config: { adminPublic: true },
  });
  accountCall(calls.signOut, async ({ request }) => {
    const key = bearer(request.headers.authorization);
    if (key) await endSession(ctx.db, key);
    return { ok: true as const };
  });

  // A forgotten password (issue 37): open without a session.
  const resetRequest = passwordResetRequests(ctx);
  route(app, calls.passwordResetRequest, ({ request, reply, body }) => resetRequest(request, reply, body), {
    config: { adminPublic: true },
  });
  route(app, calls.passwordResetCheck, ({ body }) => checkResetLink(ctx, body.token), {
    config: { adminPublic: true },
  });
  route(app, calls.passwordReset, ({ body }) => resetPassword(ctx, body), { config: { adminPublic: true } });

  call('inicio', calls.dashboard, async (_input, actor) => {
    const emails = await outboxCounts(ctx.db);
    return {
      novos: await countNew(ctx.db),
      emails: { smtpConfigurado: ctx.smtpConfigured, aguardando: emails.aguardando, falhas: emails.falhou },
      senhaDemo: await hasDemoPassword(ctx.db, actor),
    };
  });
  // Her own account: every signed-in user.
  accountCall(calls.ownPassword, ({ request, body }, actor) =>
    changeOwnPassword(ctx, actor, bearer(request.headers.authorization), body),
  );
  accountCall(calls.twoFactor, (_input, actor) => twoFactorStatus(ctx, actor));
  accountCall(calls.twoFactorStart, (_input, actor) => startTwoFactor(ctx, actor));
  accountCall(calls.twoFactorConfirm, ({ body }, actor) => confirmTwoFactor(ctx, actor, body.codigo));
  accountCall(calls.twoFactorDisable, ({ body }, actor) => disableTwoFactor(ctx, actor, body));

  // Inbox, answers and moderation.
  call('caixa', calls.inbox, ({ query }) => listInbox(ctx.db, query));
  call('caixa', calls.inboxItem, async ({ params }) => {
    const { concluido: _concluido, ...item } = await readInboxItem(ctx.db, params.tipo, params.id);
    return item;
  });
  call('caixa', calls.inboxStatus, ({ params, body }, actor) => setStatus(ctx, actor, params.tipo, params.id, body));
  call('caixa', calls.moderate, ({ params, body }, actor) =>
    moderate(ctx, actor, params.tipo, params.id, body.decisao),
  );
  call('caixa', calls.answer, ({ params, body }, actor) => answerQuestion(ctx, actor, params.id, body.resposta));

  // Quotes and 'Sob Consulta' as a workflow, the 'Avise-me' waiting list (issue 37): both roles.
  call('caixa', calls.quoteWork, ({ params }) => readQuoteWork(ctx.db, params.tipo, params.id, ctx.now()));
  call('caixa', calls.quoteAnswer, ({ params, body }, actor) => answerQuote(ctx, actor, params.tipo, params.id, body));
  call('caixa', calls.quoteStatus, ({ params, body }, actor) =>
    moveQuote(ctx, actor, params.tipo, params.id, body.situacao),
  );
  call('caixa', calls.waitlist, () => readWaitlist(ctx.db));

  // Users, roles and keys: the people area.
  call('usuarios', calls.users, () => listUsers(ctx));
  call('usuarios', calls.userCreate, ({ body }, actor) => addUser(ctx, actor, body));
  call('usuarios', calls.userActive, ({ params, body }, actor) => setUserActive(ctx, actor, params.id, body.ativo));
  call('usuarios', calls.userRole, ({ params, body }, actor) => setUserRole(ctx, actor, params.id, body.papel));
  call('usuarios', calls.roles, () => listRoles(ctx));
  call('usuarios', calls.securityPolicy, () => readSecurityPolicy(ctx.db));
  call('usuarios', calls.securityPolicySave, ({ body }, actor) => saveSecurityPolicy(ctx, actor, body));
  call('usuarios', calls.roleSave, ({ params, body }, actor) => saveRole(ctx, actor, params.nome, body));
  call('usuarios', calls.keyCreate, ({ params, body }, actor) => issueKey(ctx, actor, params.id, body));
  call('auditoria', calls.audit, ({ query }) => listAudit(ctx.db, query));
  call('usuarios', calls.keyRevoke, ({ params }, actor) => revokeKey(ctx, actor, params.id));

  // Newsletter and privacy.
  call('newsletter', calls.newsletterExport, async ({ reply }) => {
    void reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter.csv"')
      .header('cache-control', 'private, no-store');
    return newsletterCsv(ctx.db);
  });
  call('privacidade', calls.privacy, ({ query }) => findPersonalData(ctx, query.email));
  call('privacidade', calls.privacyErase, ({ body }, actor) => erasePersonalData(ctx, actor, body.email));

  // The catalogue at hand (its changes go through the catalogue calls, which check the area too).
  call('catalogo', calls.catalogSearch, ({ query }) => searchCatalog(ctx.db, query));
  call('catalogo', calls.catalogRefs, () => catalogRefs(ctx.db));

  // The outbox.
  call('emails', calls.outbox, ({ query }) => listOutbox(ctx, query));
  call('emails', calls.outboxRetry, ({ params }, actor) => retryOutbox(ctx, actor, params.id));
  call('emails', calls.outboxRetryAll, (_input, actor) => retryOutbox(ctx, actor, null));

  // The store's settings and menus (issue 37): gestor only by default.
  call('conteudo', calls.storeSettings, () => readStoreSettings(ctx));
  call('conteudo', calls.storeSettingsSave, ({ body }, actor) => saveStoreSettings(ctx, actor, body));
  call('conteudo', calls.menu, ({ params }) => readAdminMenu(ctx.db, params.slug));
  call('conteudo', calls.menuAdd, ({ params, body }, actor) => addMenuItem(ctx, actor, params.slug, body));
  call('conteudo', calls.menuEdit, ({ params, body }, actor) => editMenuItem(ctx, actor, params.slug, params.id, body));
  call('conteudo', calls.menuMove, ({ params, body }, actor) =>
    moveMenuItem(ctx, actor, params.slug, params.id, body.direcao),
  );
  call('conteudo', calls.menuRemove, ({ params }, actor) => removeMenuItem(ctx, actor, params.slug, params.id));
  call('conteudo', calls.pages, () => listPages(ctx.db));
  call('conteudo', calls.pageCreate, ({ body }, actor) => createPage(ctx, actor, body));
  call('conteudo', calls.pageSave, ({ params, body }, actor) => savePage(ctx, actor, params.id, body));
  // Banners, the home pop-up and the e-mails' texts (issue 37, point 3).
  call('conteudo', calls.banners, () => listBanners(ctx));
  call('conteudo', calls.bannerCreate, ({ body }, actor) => createBanner(ctx, actor, body));
  call('conteudo', calls.bannerSave, ({ params, body }, actor) => saveBanner(ctx, actor, params.id, body));
  call('conteudo', calls.bannerRemove, ({ params }, actor) => removeBanner(ctx, actor, params.id));
  call('conteudo', calls.popup, () => readAdminPopup(ctx));
  call('conteudo', calls.popupSave, ({ body }, actor) => savePopup(ctx, actor, body));
  call('conteudo', calls.emailTexts, () => listEmailTexts(ctx));
  call('conteudo', calls.emailTextSave, ({ params, body }, actor) => saveEmailText(ctx, actor, params.chave, body));
  call('conteudo', calls.emailTextPreview, ({ params, body }) => previewEmailText(ctx, params.chave, body));
}

/** The Store API's unsubscribe call (every newsletter e-mail's link): effective at once. */
export function unsubscribeRoute(app: FastifyInstance, ctx: AppContext): void {
  route(app, endpoints.newsletterUnsubscribe, ({ body }) =>
    ctx.db.transaction((tx) => unsubscribe(tx, body.token, ctx.now())),
  );
}
