import { useCallback, useEffect, type RefObject } from 'react';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { LINK_FORMS } from '../lib/forms/form-texts';
import { flashFor } from '../lib/forms/form-flash';
import { checkForm, loadFormChecks } from '../lib/forms/form-check-client';
import type { FormReply, FormId } from '../lib/forms/form-reply';
import { useEachAnswer } from './use-each-answer';
import { useHydrated } from './use-hydrated';

/** The address of a form's action (routes/resources/forms/…). */
const formAction = (form: FormId) => `${LINK_FORMS}/${form}`;

/**
 * A form of T§2 posting to its action: with JavaScript through a fetcher (no page reload, nothing else revalidates),
 * without it as a plain form post that comes back to this page with the answer (decision 017). `answer` is the
 * latest answer: the fetcher's, else the one a plain post brought back to this page. `formRef` is the form's: an
 * accepted request resets it.
 */
export function useFormPost(form: FormId, formRef: RefObject<HTMLFormElement | null>) {
  const fetcher = useFetcher<FormReply>();
  const { pathname, search } = useLocation();
  const flash = flashFor(useRouteLoaderData('root'), form, pathname);
  const hydrated = useHydrated();
  const { submit: fetcherSubmit } = fetcher;
  const answer = fetcher.data ?? flash;

  // T§4: a request the store accepted clears the form (its fields' defaults are empty then; controlled fields
  // follow the form's reset event).
  useEachAnswer(answer, ({ status }) => {
    if (status === 'sucesso') formRef.current?.reset();
  });

  const submit = useCallback(
    (target: HTMLFormElement) =>
      void fetcherSubmit(target, { method: 'post', action: formAction(form), defaultShouldRevalidate: false }),
    [fetcherSubmit, form],
  );

  // The check the action runs, fetched once the form's code is here (nothing on the page's first load).
  useEffect(() => {
    loadFormChecks().catch(() => undefined);
  }, []);

  /**
   * T§5: the form's values go through the action's own check first; with fields to correct `refused` gets each
   * one's message and nothing is sent, else the form is posted.
   */
  const checkAndSubmit = useCallback(
    (target: HTMLFormElement, refused: (errors: Record<string, string>) => void) =>
      checkForm(form, target, (errors) => {
        if (errors && Object.keys(errors).length > 0) refused(errors);
        else submit(target);
      }),
    [form, submit],
  );

  return {
    fetcher,
    answer,
    sending: fetcher.state !== 'idle',
    hydrated,
    submit,
    checkAndSubmit,
    action: formAction(form),
    /** Where a plain form post comes back to. */
    redirectTo: `${pathname}${search}`,
  };
}
