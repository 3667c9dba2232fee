/**
 * The form calls of T§7: budget, budget/{key}, product/budget, product/solicitation, question, evaluations/product,
 * evaluations/list, evaluations/store/add/{key} (GET checks, POST submits) and newsletter. Every post is parsed with
 * its contract schema (400 with the field messages), limited per IP and per session and store-wide
 * per minute (429) and capped in size (413).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '@vitrine/contract';
import { FORM_MESSAGES } from '@vitrine/contract/form-constants';
import type { AppContext } from '../../context';
import { limitPerAddressAndSession } from '../../lib/rate-limits';
import { requireStoreSlot } from '../../lib/store-ceilings';
import { route } from '../../lib/route';
import { createBudget, readQuote } from './budget';
import {
  createNewsletterSignup,
  createProductBudget,
  createQuestion,
  createReview,
  createSolicitation,
} from './requests';
import { checkRatingKey, submitRating } from './store-rating';

/**
 * Form posts allowed per minute, over all forms together: per client IP (offices share one address, so it is the
 * looser one) and per storefront session.
 */
export const FORM_RATE_LIMITS = {
  perIp: { max: 20, timeWindow: 60_000 },
  perSession: { max: 6, timeWindow: 60_000 },
} as const;

/** The largest form body: a 2,000-character text in escaped JSON fits many times over. */
export const FORM_BODY_LIMIT = 32 * 1024;

export function formRoutes(app: FastifyInstance, ctx: AppContext) {
  const limitForms = limitPerAddressAndSession(app, {
    name: 'forms',
    ...FORM_RATE_LIMITS,
    message: FORM_MESSAGES.rateLimited,
  });

  // After the per-address limits and the body's parse: the store-wide count of form posts (issue 34).
  const post = {
    bodyLimit: FORM_BODY_LIMIT,
    onRequest: limitForms,
    preHandler: async (_request: FastifyRequest, reply: FastifyReply) =>
      requireStoreSlot(ctx.db, reply, 'formularios', ctx.now(), ctx.storeCeilings.formsPerMinute),
  };

  route(app, endpoints.budget, ({ body }) => createBudget(ctx.db, ctx.now(), body, ctx.publicUrl), post);
  route(app, endpoints.quote, async ({ params }) => readQuote(ctx.db, ctx.now(), params.key, await ctx.pricing.get()));
  route(app, endpoints.productBudget, ({ body }) => createProductBudget(ctx.db, ctx.now(), body, ctx.publicUrl), post);
  route(app, endpoints.solicitation, ({ body }) => createSolicitation(ctx.db, ctx.now(), body, ctx.publicUrl), post);
  route(app, endpoints.question, ({ body }) => createQuestion(ctx.db, ctx.now(), body, ctx.publicUrl), post);
  route(app, endpoints.productReview, ({ body }) => createReview(ctx.db, ctx.now(), body, ctx.publicUrl), post);
  route(app, endpoints.listReview, ({ body }) => createReview(ctx.db, ctx.now(), body, ctx.publicUrl), post);
  route(app, endpoints.storeRatingKey, ({ params }) => checkRatingKey(ctx.db, ctx.now(), params.key));
  route(
    app,
    endpoints.storeRating,
    ({ params, body }) => submitRating(ctx.db, ctx.now(), params.key, body, ctx.publicUrl),
    post,
  );
  route(app, endpoints.newsletter, ({ body }) => createNewsletterSignup(ctx.db, ctx.now(), body, ctx.publicUrl), post);
}
