import type { z } from 'zod';
import {
  postBudget,
  postListReview,
  postNewsletter,
  postProductBudget,
  postProductReview,
  postQuestion,
  postSolicitation,
  postStoreRating,
} from '../api/api.server';
import type { FormHandler } from './post.server';
import type { FormId } from '../../lib/forms/form-reply';
import { FORM_CHECKS } from '../../lib/forms/form-checks';
import { STORE_RATING_KEY_TEXT, STORE_RATING_USED_TEXT } from '../../lib/forms/form-texts';

/**
 * Each form of T§2: its check (lib/forms/form-checks.ts, which the browser runs too), the anchor a plain post comes
 * back to (the ids the components give their sections) and the Store API call that sends it (T§7).
 */
type Sender = Pick<FormHandler<z.ZodType>, 'anchor' | 'send'>;

const SENDERS: { [F in FormId]: Sender } = {
  orcamento: { anchor: 'orcamento', send: (request, body) => postBudget(request, body as never) },
  'sob-consulta': { anchor: 'sob-consulta', send: (request, body) => postProductBudget(request, body as never) },
  'avise-me': { anchor: 'avise-me', send: (request, body) => postSolicitation(request, body as never) },
  'avise-me-lista': { anchor: 'avise-me', send: (request, body) => postSolicitation(request, body as never) },
  pergunta: { anchor: 'pergunte', send: (request, body) => postQuestion(request, body as never) },
  'avaliacao-produto': { anchor: 'avaliar', send: (request, body) => postProductReview(request, body as never) },
  'avaliacao-lista': { anchor: 'avaliar', send: (request, body) => postListReview(request, body as never) },
  'avaliacao-loja': {
    anchor: 'avaliacao-loja',
    // Issue 25: a key used meanwhile (another tab, a second post) is told so, not as a failure to send; a key that
    // is unknown or has expired is the link's own message (a 4xx: nothing failed to send, there is nothing to rate).
    send: async (request, body, fields) => {
      const sent = await postStoreRating(request, fields.text('key') ?? '', body as never);
      if (!sent.ok || sent.data.sucesso) return sent;
      return {
        ok: false,
        status: 409,
        error: {
          code: 'conflict',
          message: sent.data.motivo === 'usada' ? STORE_RATING_USED_TEXT : STORE_RATING_KEY_TEXT,
        },
        session: sent.session,
      };
    },
  },
  'newsletter-rodape': { anchor: 'newsletter', send: (request, body) => postNewsletter(request, body as never) },
  'newsletter-popup': { anchor: 'newsletter-cupom', send: (request, body) => postNewsletter(request, body as never) },
};

/** Every form by its id (the last segment of its action, /resources/forms/{id}). */
export const FORM_HANDLERS = Object.fromEntries(
  (Object.keys(SENDERS) as FormId[]).map((form) => [form, { form, ...FORM_CHECKS[form], ...SENDERS[form] }]),
) as { [F in FormId]: FormHandler<z.ZodType> };
