import { REVIEW_NOTE } from '@vitrine/contract/form-constants';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  FORM_SEND_FAILED_TEXT,
  REVIEW_ERROR_MS,
  REVIEW_SENT_TEXT,
  REVIEW_SUCCESS_MS,
} from '../../lib/on-demand-constants';
import { firstFieldError, keptValue, type FormId } from '../../lib/form-reply';
import { REVIEW_FIELDS, validateReview, type FieldError, type ReviewField } from '../../lib/form-validation';
import { useTimedNotice } from '../../lib/use-timed-notice';
import { FormAlert, FormPostFields, Spinner, TextAreaField, TextField, focusField, formValues } from './form-parts';
import { StarInput } from './star-input';
import { useFormPost } from './use-form-post';
import { useEachAnswer } from '../../lib/use-each-answer';

export type ReviewFormProps =
  /** T§3 Product review: idProduto. */
  | { kind: 'produto'; id: number }
  /** T§3 Purchase-list review: idListaCompra. */
  | { kind: 'lista'; id: number };

/**
 * T§2 review form of a product or a purchase list, inside the disclosure 'Avaliar' opens (review-details.tsx). T§5 checks in order: 'Selecione a nota!', 'Preencha o campo!' (comment, name, e-mail),
 * 'Insira um E-mail válido!'; the alert clears when any field changes. T§4: sending (loader), success
 * 'Enviado com sucesso!' 3 s with the form reset, failure 'Houve um erro ao enviar.' 5 s.
 */
export function ReviewFormBody({ kind, id }: ReviewFormProps) {
  const formId: FormId = kind === 'produto' ? 'avaliacao-produto' : 'avaliacao-lista';
  const formRef = useRef<HTMLFormElement>(null);
  const post = useFormPost(formId, formRef);
  const { answer } = post;
  const ids = useId();
  const [clientError, setClientError] = useState<FieldError<ReviewField> | null>(null);
  const [dismissed, setDismissed] = useState<unknown>(null);
  const { notice, show, clear: clearNotice } = useTimedNotice<'sucesso' | 'erro'>();

  useEachAnswer(answer, ({ status }) => {
    if (status === 'sucesso') show('sucesso', REVIEW_SUCCESS_MS);
    else if (status === 'erro') show('erro', REVIEW_ERROR_MS);
  });

  const serverError = dismissed === answer ? null : firstFieldError(answer, REVIEW_FIELDS);
  const error = clientError ?? (serverError as FieldError<ReviewField> | null);
  const errorId = `${ids}-erro`;
  const status = post.hydrated ? notice : answer?.status;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const failed = validateReview(formValues(form));
    setClientError(failed);
    setDismissed(answer);
    if (failed) {
      focusField(form, failed.field);
      return;
    }
    post.submit(form);
  };

  // T§5: the alert clears when any field changes.
  const onChange = () => {
    setClientError(null);
    setDismissed(answer);
    if (notice === 'erro') clearNotice();
  };

  const invalid = (field: ReviewField) => error?.field === field;
  const kept = (field: string) => keptValue(answer, field);

  return (
    <form
      ref={formRef}
      method="post"
      action={post.action}
      noValidate
      onSubmit={post.hydrated ? onSubmit : undefined}
      onChange={onChange}
      aria-labelledby={`${ids}-titulo`}
      className="mt-3 grid gap-3 rounded-md border border-gray-300 p-4 md:grid-cols-2"
    >
      <h3 id={`${ids}-titulo`} className="text-base font-bold text-brand-900 md:col-span-2">
        {kind === 'produto' ? 'Avalie este produto' : 'Avalie este kit'}
      </h3>
      <FormPostFields hydrated={post.hydrated} redirectTo={post.redirectTo} />
      <input type="hidden" name={kind === 'produto' ? 'idProduto' : 'idListaCompra'} value={id} />
      <div className="md:col-span-2">
        <StarInput
          name="nota"
          legend="Sua nota"
          max={REVIEW_NOTE.max}
          invalid={invalid('nota')}
          errorId={errorId}
          defaultValue={kept('nota')}
        />
      </div>
      <div className="md:col-span-2">
        <TextAreaField
          id={`${ids}-comentario`}
          name="comentario"
          label="Comentário"
          defaultValue={kept('comentario')}
          invalid={invalid('comentario')}
          errorId={errorId}
        />
      </div>
      <TextField
        id={`${ids}-nome`}
        name="nome"
        label="Nome"
        autoComplete="name"
        defaultValue={kept('nome')}
        invalid={invalid('nome')}
        errorId={errorId}
      />
      <TextField
        id={`${ids}-email`}
        name="email"
        type="email"
        label="E-mail"
        autoComplete="email"
        defaultValue={kept('email')}
        invalid={invalid('email')}
        errorId={errorId}
      />
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 md:col-span-2">
        <legend className="mb-1 text-sm font-semibold text-gray-800">Você recomendaria?</legend>
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input type="radio" name="recomenda" value="true" defaultChecked={kept('recomenda') !== 'false'} />
          Recomendaria
        </label>
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input type="radio" name="recomenda" value="false" defaultChecked={kept('recomenda') === 'false'} />
          Não recomendaria
        </label>
      </fieldset>
      <div className="flex flex-col gap-2 md:col-span-2">
        <FormAlert id={errorId} kind="error">
          {error?.message}
        </FormAlert>
        {status === 'erro' ? <FormAlert kind="error">{FORM_SEND_FAILED_TEXT}</FormAlert> : null}
        {status === 'sucesso' ? <FormAlert kind="success">{REVIEW_SENT_TEXT}</FormAlert> : null}
        <button type="submit" className="btn-primary gap-2 self-start" disabled={post.sending}>
          {post.sending ? <Spinner /> : null}
          {post.sending ? 'Enviando' : 'Enviar avaliação'}
        </button>
      </div>
    </form>
  );
}
