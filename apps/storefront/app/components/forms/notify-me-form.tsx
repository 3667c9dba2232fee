import { useId, useRef, useState, type FormEvent } from 'react';
import { FORM_MESSAGES } from '@vitrine/contract/form-constants';
import { NOTIFY_ME_TITLE, SEND_ERROR_TEXT, SENT_TEXT, SOLD_OUT_LIST_MESSAGE_MS } from '../../lib/forms/form-texts';
import {
  errorText,
  firstFieldError,
  invalidFields,
  keptValue,
  SOLD_OUT_FIELDS,
  firstError,
  type SoldOutField,
} from '../../lib/forms/form-reply';
import { useTimedNotice } from '../../hooks/use-timed-notice';
import { ContactFields, FormPostFields, focusField } from './form-parts';
import { FormAlert, SubmitButton } from './submit-button';
import { useFormPost } from '../../hooks/use-form-post';

import { NOTIFY_ME_ANCHOR } from './anchors';
import { useEachAnswer } from '../../hooks/use-each-answer';

type Props =
  /** T§3 Sold-out request of a product: idProduto, idAtributoValor (0 when none). */
  | { kind: 'produto'; id: number; idAtributoValor: number | null }
  /** The same for a shopping list (kit): idListaCompra. */
  | { kind: 'lista'; id: number };

type Outcome = { kind: 'error'; text: string; fields: SoldOutField[] } | { kind: 'success' };

/**
 * T§2 sold-out 'Avise-me' form (products and shopping lists). T§5: name and e-mail non-empty, else
 * 'Preencha os campos!' with the empty field highlighted; the e-mail's format is the browser's (type email).
 * T§4: 'Enviado com sucesso' (fields cleared) or 'Erro ao enviar'; the message clears after 3 s on the
 * shopping-list form only.
 */
export function NotifyMeForm(props: Props) {
  const list = props.kind === 'lista';
  const formRef = useRef<HTMLFormElement>(null);
  const post = useFormPost(list ? 'avise-me-lista' : 'avise-me', formRef);
  const { answer } = post;
  const ids = useId();
  /** The browser's own check that stopped the last submission (shown instead of the last answer). */
  const [checked, setChecked] = useState<Outcome | null>(null);
  const { notice, show } = useTimedNotice<Outcome>();

  // T§4: on the shopping-list form every message clears after 3 s.
  useEachAnswer(answer, (reply) => {
    const next = outcomeOf(reply);
    if (list && next) show(next, SOLD_OUT_LIST_MESSAGE_MS);
  });

  const current = post.sending ? null : (checked ?? outcomeOf(answer));
  const shown = list && post.hydrated ? notice : current;
  const errorId = `${ids}-erro`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setChecked(null);
    post.checkAndSubmit(form, (errors) => {
      const failed = firstError(errors, SOLD_OUT_FIELDS);
      if (!failed) return;
      // T§5: every field the check refused is highlighted ('Preencha os campos!' names them all).
      const fields = SOLD_OUT_FIELDS.filter((field) => field in errors);
      const next: Outcome = { kind: 'error', text: failed.message, fields };
      setChecked(next);
      if (list) show(next, SOLD_OUT_LIST_MESSAGE_MS);
      focusField(form, failed.field);
    });
  };

  const invalid = (field: SoldOutField) => shown?.kind === 'error' && shown.fields.includes(field);

  return (
    <section
      id={NOTIFY_ME_ANCHOR}
      aria-labelledby={`${ids}-titulo`}
      className="flex flex-col gap-3 rounded-md border border-gray-300 p-4"
    >
      <h2 id={`${ids}-titulo`} className="text-base font-bold text-brand-900">
        {NOTIFY_ME_TITLE}
      </h2>
      <p className="text-sm text-gray-800">Deixe seu nome e e-mail: avisamos assim que chegar.</p>
      <form
        ref={formRef}
        method="post"
        action={post.action}
        onSubmit={post.hydrated ? onSubmit : undefined}
        className="flex flex-col gap-3"
      >
        <FormPostFields hydrated={post.hydrated} redirectTo={post.redirectTo} />
        {props.kind === 'produto' ? (
          <>
            <input type="hidden" name="idProduto" value={props.id} />
            <input type="hidden" name="idAtributoValor" value={props.idAtributoValor ?? 0} />
          </>
        ) : (
          <input type="hidden" name="idListaCompra" value={props.id} />
        )}
        <ContactFields ids={ids} kept={(field) => keptValue(answer, field)} invalid={invalid} errorId={errorId} />
        {shown?.kind === 'error' ? (
          <FormAlert id={errorId} kind="error">
            {shown.text}
          </FormAlert>
        ) : null}
        {shown?.kind === 'success' ? <FormAlert kind="success">{SENT_TEXT}</FormAlert> : null}
        <SubmitButton status={post.sending ? 'pending' : 'idle'} className="self-start">
          Enviar
        </SubmitButton>
      </form>
    </section>
  );
}

/** What an answer shows: T§8 'Preencha os campos!' with the failing fields, 'Erro ao enviar', 'Enviado com sucesso'. */
function outcomeOf(answer: ReturnType<typeof useFormPost>['answer']): Outcome | null {
  if (!answer) return null;
  if (answer.status === 'sucesso') return { kind: 'success' };
  // Issue 25: the store's reason when it refused (a product in stock, a limit), else T§8's 'Erro ao enviar'.
  if (answer.status === 'erro') return { kind: 'error', text: errorText(answer, SEND_ERROR_TEXT), fields: [] };
  const first = firstFieldError(answer, SOLD_OUT_FIELDS);
  const fields = invalidFields(answer).filter((f): f is SoldOutField => f === 'nome' || f === 'email');
  return { kind: 'error', text: first?.message ?? FORM_MESSAGES.requiredAll, fields };
}
