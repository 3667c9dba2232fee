import { loadOnce } from '../load-once';
import type { FormId } from './form-reply';

/**
 * The browser's side of a form's check: the very module the action checks every post with (form-checks.ts, the
 * contract's schemas), fetched once on first use so that no page carries the schema library up front. A form starts
 * the download when its code runs (`loadFormChecks`); a submission before it arrives waits for it, and one whose
 * download failed is posted unchecked (the action checks it and answers the same messages).
 */

type Checks = typeof import('./form-checks');
let loaded: Checks | null = null;

export const loadFormChecks = loadOnce(() =>
  import('./form-checks').then((checks) => {
    loaded = checks;
    return checks;
  }),
);

/**
 * Calls `done` with each shown field's first message for the form's current values (empty: the form may go), at once
 * when the check is here, else when it arrives; with null when it cannot be fetched (post it: the server checks).
 */
export function checkForm(
  form: FormId,
  element: HTMLFormElement,
  done: (errors: Record<string, string> | null) => void,
) {
  const values = new FormData(element);
  if (loaded) {
    done(loaded.fieldErrors(form, values));
    return;
  }
  loadFormChecks().then(
    (checks) => done(checks.fieldErrors(form, values)),
    () => done(null),
  );
}
