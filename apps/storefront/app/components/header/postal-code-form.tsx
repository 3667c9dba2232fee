import { useId, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useLocation, useSearchParams } from 'react-router';
import { ALERT_MS } from '../../lib/constants';
import {
  LINK_POSTAL_CODE,
  POSTAL_CODE_INVALID_TEXT,
  POSTAL_CODE_PLACEHOLDER,
  POSTAL_CODE_SAVED_MS,
  postalCodeSavedText,
} from '../../lib/shipping-constants';
import { INVALID_PARAM, SAVED_PARAM, isCompletePostalCode } from '../../lib/commerce/postal-code';
import { useTimedNotice } from '../../hooks/use-timed-notice';
import { CepInput } from './cep-input';
import type { PostalCodeActionData } from '../../lib/resource-types';
import { useEachAnswer } from '../../hooks/use-each-answer';
import { announceSavedCep } from '../../hooks/use-saved-cep';
import { FormAlert, SubmitButton } from '../forms/submit-button';

type Notice = { kind: 'saved'; cep: string } | { kind: 'invalid' };

type Props = {
  /** The id of the element the page scrolls back to after a plain form post (no JavaScript). */
  anchor: string;
  /** Text of the submit button. */
  submitText?: string;
};

/**
 * The postal-code entry of the menu modal and the home box (T§4, T§5): saved (cookie `cep`) only when exactly
 * 00000-000; then 'Enviar para: {cep}' for 4 s and the form resets; anything else is an error for 3 s. A plain
 * form post to /resources/postal-code without JavaScript, a fetcher with it.
 */
export function PostalCodeForm({ anchor, submitText = 'Salvar' }: Props) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const fetcher = useFetcher<PostalCodeActionData>();
  const location = useLocation();
  const [params] = useSearchParams();
  const [cep, setCep] = useState('');
  const { notice, show } = useTimedNotice<Notice>((expired) => {
    if (expired.kind === 'saved') setCep('');
  });

  const answer = fetcher.data;
  useEachAnswer(answer, (reply) => {
    if (reply.ok) {
      show({ kind: 'saved', cep: reply.cep }, POSTAL_CODE_SAVED_MS);
      announceSavedCep();
    } else show({ kind: 'invalid' }, ALERT_MS);
  });

  // After a plain form post the page comes back with the outcome in the query (shown until the next visit).
  const savedParam = params.get(SAVED_PARAM);
  const fromQuery: Notice | null =
    params.get(INVALID_PARAM) !== null
      ? { kind: 'invalid' }
      : savedParam !== null && isCompletePostalCode(savedParam)
        ? { kind: 'saved', cep: savedParam }
        : null;
  const [queryNotice, setQueryNotice] = useState(fromQuery);
  const shown = notice ?? queryNotice;
  const invalid = shown?.kind === 'invalid';

  // Runs only once React has hydrated the form (without JavaScript the form posts as it is), so it is not switched
  // on by a hydrated flag: that would draw the whole form again right after hydration (decision 045).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQueryNotice(null);
    // T§5: saved only when exactly 9 characters; otherwise the error shows for 3 s and nothing is sent.
    if (!isCompletePostalCode(cep)) {
      show({ kind: 'invalid' }, ALERT_MS);
      input.current?.focus();
      return;
    }
    void fetcher.submit({ cep, js: '1' }, { method: 'post', action: LINK_POSTAL_CODE });
  };

  return (
    <fetcher.Form
      method="post"
      action={LINK_POSTAL_CODE}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-2"
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <input type="hidden" name="anchor" value={anchor} />
      <label htmlFor={inputId} className="field-label">
        CEP
      </label>
      <div className="flex gap-2">
        <CepInput
          ref={input}
          id={inputId}
          placeholder={POSTAL_CODE_PLACEHOLDER}
          value={cep}
          onChange={setCep}
          invalid={invalid}
          errorId={errorId}
          className="w-full min-w-0 flex-1"
        />
        <SubmitButton disabled={fetcher.state !== 'idle'}>{submitText}</SubmitButton>
      </div>
      {/* The status region stays in the page so the confirmation is announced; the error is an alert. */}
      <p role="status" className="min-h-5 text-sm font-semibold text-green-800">
        {shown?.kind === 'saved' ? postalCodeSavedText(shown.cep) : ''}
      </p>
      <FormAlert id={errorId} kind="error" look="line">
        {invalid ? POSTAL_CODE_INVALID_TEXT : null}
      </FormAlert>
    </fetcher.Form>
  );
}
