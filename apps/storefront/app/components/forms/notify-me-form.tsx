import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  FILL_FIELDS_TEXT,
  NOTIFY_ME_TITLE,
  SEND_ERROR_TEXT,
  SENT_TEXT,
  SOLD_OUT_LIST_MESSAGE_MS,
} from '../../lib/constants';
import { firstFieldError, invalidFields, keptValue } from '../../lib/form-answer';
import { validateSoldOut, type SoldOutField } from '../../lib/form-validation';
import { useTimedNotice } from '../../lib/use-timed-notice';
import { FormAlert, FormPostFields, Spinner, TextField, focusField, formValues } from './form-parts';
import { useFormPost } from './use-form-post';

export const NOTIFY_ME_ANCHOR = 'avise-me';
const ORDER: readonly SoldOutField[] = ['nome', 'email'];

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
  const post = useFormPost(list ? 'avise-me-lista' : 'avise-me');
  const { answer } = post;
  const ids = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(() => outcomeOf(answer));
  const [resets, setResets] = useState(0);
  const { notice, show } = useTimedNotice<Outcome>();

  useEffect(() => {
    const next = outcomeOf(answer);
    if (!next) return;
    if (next.kind === 'success') setResets((n) => n + 1);
    if (list) {
      setOutcome(null);
      show(next, SOLD_OUT_LIST_MESSAGE_MS);
    } else setOutcome(next);
  }, [answer, list, show]);

  const shown = list ? (post.hydrated ? notice : outcome) : outcome;
  const errorId = `${ids}-erro`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const failed = validateSoldOut(formValues(form));
    if (!failed) {
      event.preventDefault();
      setOutcome(null);
      post.submit(form);
      return;
    }
    event.preventDefault();
    const empty = ORDER.filter((field) => (formValues(form)[field] ?? '').trim() === '');
    const next: Outcome = { kind: 'error', text: failed.message, fields: empty.length > 0 ? empty : [failed.field] };
    if (list) show(next, SOLD_OUT_LIST_MESSAGE_MS);
    else setOutcome(next);
    focusField(form, failed.field);
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
        key={resets}
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
        <TextField
          id={`${ids}-nome`}
          name="nome"
          label="Nome"
          autoComplete="name"
          defaultValue={keptValue(answer, 'nome')}
          invalid={invalid('nome')}
          errorId={errorId}
        />
        <TextField
          id={`${ids}-email`}
          name="email"
          type="email"
          label="E-mail"
          autoComplete="email"
          defaultValue={keptValue(answer, 'email')}
          invalid={invalid('email')}
          errorId={errorId}
        />
        {shown?.kind === 'error' ? (
          <FormAlert id={errorId} kind="error">
            {shown.text}
          </FormAlert>
        ) : null}
        {shown?.kind === 'success' ? <FormAlert kind="success">{SENT_TEXT}</FormAlert> : null}
        <button type="submit" className="btn-primary gap-2 self-start" disabled={post.sending}>
          {post.sending ? <Spinner /> : null}
          Enviar
        </button>
      </form>
    </section>
  );
}

/** What an answer shows: T§8 'Preencha os campos!' with the failing fields, 'Erro ao enviar', 'Enviado com sucesso'. */
function outcomeOf(answer: ReturnType<typeof useFormPost>['answer']): Outcome | null {
  if (!answer) return null;
  if (answer.status === 'sucesso') return { kind: 'success' };
  if (answer.status === 'erro') return { kind: 'error', text: SEND_ERROR_TEXT, fields: [] };
  const first = firstFieldError(answer, ORDER);
  const fields = invalidFields(answer).filter((f): f is SoldOutField => f === 'nome' || f === 'email');
  return { kind: 'error', text: first?.message ?? FILL_FIELDS_TEXT, fields };
}
