/**
 * The form calls of T§7: budget, budget/{key}, product/budget, product/solicitation, question, evaluations/product,
 * evaluations/list, evaluations/store/add/{key} (GET checks, POST submits) and newsletter. Every post is parsed with
 * its contract schema (400 with the field messages), limited per IP and per session (429) and capped in size (413).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  budgetKeySchema,
  budgetRequestSchema,
  listReviewRequestSchema,
  newsletterRequestSchema,
  productBudgetRequestSchema,
  productReviewRequestSchema,
  questionRequestSchema,
  solicitationRequestSchema,
  storeRatingRequestSchema,
} from '@vitrine/contract';
import { FORM_MESSAGES } from '@vitrine/contract/constants';
import type { AppContext } from '../../context';
import { ApiError, notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
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
 * looser one) and per storefront session. The storefront forwards the shopper's address in X-Forwarded-For.
 */
export const FORM_RATE_LIMITS = {
  perIp: { max: 20, timeWindow: 60_000 },
  perSession: { max: 6, timeWindow: 60_000 },
} as const;

/** The largest form body: a 2,000-character text in escaped JSON fits many times over. */
export const FORM_BODY_LIMIT = 32 * 1024;

type KeyParams = { Params: { key: string } };

export function formRoutes(app: FastifyInstance, ctx: AppContext) {
  const perIp = app.createRateLimit({
    ...FORM_RATE_LIMITS.perIp,
    keyGenerator: (request) => `forms-ip:${request.ip}`,
  });
  const perSession = app.createRateLimit({
    ...FORM_RATE_LIMITS.perSession,
    keyGenerator: (request) => `forms-session:${request.sessionToken ?? ''}`,
    // Without a session (a first visit) only the IP limit applies.
    allowList: (request) => request.sessionToken === undefined,
  });

  /** Counts the post against both limits; over either → 429 with Retry-After. */
  async function limitForms(request: FastifyRequest, reply: FastifyReply) {
    for (const limiter of [perIp, perSession]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new ApiError('rate_limited', FORM_MESSAGES.rateLimited);
      }
    }
  }

  const post = { bodyLimit: FORM_BODY_LIMIT, onRequest: limitForms };

  app.post('/budget', post, async (request) =>
    createBudget(ctx.db, ctx.now(), parseInput(budgetRequestSchema, request.body)),
  );

  app.get<KeyParams>('/budget/:key', async (request) => {
    const key = budgetKeySchema.safeParse(request.params.key);
    if (!key.success) throw notFound('Orçamento não encontrado.');
    return readQuote(ctx.db, ctx.now(), key.data, await ctx.pricing.get());
  });

  app.post('/product/budget', post, async (request) =>
    createProductBudget(ctx.db, ctx.now(), parseInput(productBudgetRequestSchema, request.body)),
  );

  app.post('/product/solicitation', post, async (request) =>
    createSolicitation(ctx.db, ctx.now(), parseInput(solicitationRequestSchema, request.body)),
  );

  app.post('/question', post, async (request) =>
    createQuestion(ctx.db, ctx.now(), parseInput(questionRequestSchema, request.body)),
  );

  app.post('/evaluations/product', post, async (request) =>
    createReview(ctx.db, ctx.now(), parseInput(productReviewRequestSchema, request.body)),
  );

  app.post('/evaluations/list', post, async (request) =>
    createReview(ctx.db, ctx.now(), parseInput(listReviewRequestSchema, request.body)),
  );

  app.get<KeyParams>('/evaluations/store/add/:key', async (request) =>
    checkRatingKey(ctx.db, ctx.now(), request.params.key),
  );

  app.post<KeyParams>('/evaluations/store/add/:key', post, async (request) =>
    submitRating(ctx.db, ctx.now(), request.params.key, parseInput(storeRatingRequestSchema, request.body)),
  );

  app.post('/newsletter', post, async (request) =>
    createNewsletterSignup(ctx.db, ctx.now(), parseInput(newsletterRequestSchema, request.body)),
  );
}
