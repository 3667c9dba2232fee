import type { FormRefusal } from '../resource-types';

/**
 * A refusal with one message for the whole form and no field errors: a Store API call that failed, or a post that
 * never left the browser. Same shape as server/forms/read-form.server.ts's refusals, so components read one shape.
 */
export function messageRefusal(message: string): FormRefusal {
  return { ok: false, error: message, result: { status: 'error', error: { '': [message] } } };
}
