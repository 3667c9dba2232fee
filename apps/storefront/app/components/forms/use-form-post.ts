import { useCallback } from 'react';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { LINK_FORMS } from '../../lib/constants';
import { flashFor, type FormAnswer, type FormId } from '../../lib/form-answer';
import { useHydrated } from '../../lib/use-hydrated';

/** The address of a form's action (routes/resources/forms/…). */
export const formAction = (form: FormId) => `${LINK_FORMS}/${form}`;

/**
 * A form of T§2 posting to its action: with JavaScript through a fetcher (no page reload, nothing else revalidates),
 * without it as a plain form post that comes back to this page with the answer (decision 011). `answer` is the
 * latest answer: the fetcher's, else the one a plain post brought back to this page.
 */
export function useFormPost(form: FormId) {
  const fetcher = useFetcher<FormAnswer>();
  const { pathname, search } = useLocation();
  const flash = flashFor(useRouteLoaderData('root'), form, pathname);
  const hydrated = useHydrated();
  const { submit: fetcherSubmit } = fetcher;

  const submit = useCallback(
    (target: HTMLFormElement) =>
      void fetcherSubmit(target, { method: 'post', action: formAction(form), defaultShouldRevalidate: false }),
    [fetcherSubmit, form],
  );

  return {
    fetcher,
    answer: fetcher.data ?? flash,
    sending: fetcher.state !== 'idle',
    hydrated,
    submit,
    action: formAction(form),
    /** Where a plain form post comes back to. */
    redirectTo: `${pathname}${search}`,
  };
}
