import type { FormFlash, FormId, FormReply } from './form-reply';

/**
 * The answer a plain form post brought back to its page (decision 017), read by the parts every page carries (the
 * footer's newsletter, the review disclosure) to know whether to load their form at once. Apart from form-reply.ts,
 * whose helpers only the forms' own code (loaded on demand) uses.
 */

/** A flash for this form on this page, from the root loader's data; anything else is null. */
export function flashFor(rootData: unknown, form: FormId, pathname: string): FormReply | null {
  if (typeof rootData !== 'object' || rootData === null || !('formFlash' in rootData)) return null;
  const flash = rootData.formFlash as FormFlash | null;
  return flash && flash.form === form && flash.path === pathname ? flash : null;
}
