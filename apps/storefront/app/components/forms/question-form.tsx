import { useId, useRef, useState, type FormEvent } from 'react';
import {
  FORM_SEND_FAILED_TEXT,
  QUESTION_ERROR_MS,
  QUESTION_SENT_TEXT,
  QUESTION_SUCCESS_MS,
} from '../../lib/on-demand-constants';
import { firstFieldError, keptValue } from '../../lib/form-reply';
import { QUESTION_FIELDS, validateQuestion, type FieldError, type QuestionField } from '../../lib/form-validation';
import { useTimedNotice } from '../../lib/use-timed-notice';
import { FormAlert, FormPostFields, Spinner, TextAreaField, TextField, focusField, formValues } from './form-parts';
import { useFormPost } from './use-form-post';
import { useEachAnswer } from '../../lib/use-each-answer';

const QUESTION_ANCHOR = 'pergunte';

/**
 * T§2 question form (T§3 Question: idNivel, nivel 'produto', nome, email, pergunta). T§5 checks in order; the
 * offending field is highlighted; highlight and message clear when any field changes. T§4 states: idle, sending,
 * success 'Pergunta enviada com sucesso!' (3 s, form reset), error 'Houve um erro ao enviar.' (5 s).
 */
export function QuestionForm({ idNivel }: { idNivel: number }) {
  const formRef = useRef<HTMLFormElement>(null);
  const post = useFormPost('pergunta', formRef);
  const { answer } = post;
  const ids = useId();
  const [clientError, setClientError] = useState<FieldError<QuestionField> | null>(null);
  const [dismissed, setDismissed] = useState<unknown>(null);
  const { notice, show } = useTimedNotice<'sucesso' | 'erro'>();

  useEachAnswer(answer, ({ status }) => {
    if (status === 'sucesso') show('sucesso', QUESTION_SUCCESS_MS);
    else if (status === 'erro') show('erro', QUESTION_ERROR_MS);
  });

  const serverError = dismissed === answer ? null : firstFieldError(answer, QUESTION_FIELDS);
  const error = clientError ?? (serverError as FieldError<QuestionField> | null);
  const errorId = `${ids}-erro`;
  const status = post.hydrated ? notice : answer?.status;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const failed = validateQuestion(formValues(form));
    setClientError(failed);
    setDismissed(answer);
    if (failed) {
      focusField(form, failed.field);
      return;
    }
    post.submit(form);
  };

  const clear = () => {
    setClientError(null);
    setDismissed(answer);
  };

  const invalid = (field: QuestionField) => error?.field === field;

  return (
    <section id={QUESTION_ANCHOR} aria-labelledby={`${ids}-titulo`} className="flex flex-col gap-3">
      <h3 id={`${ids}-titulo`} className="text-base font-bold text-brand-900">
        Faça uma pergunta
      </h3>
      <form
        ref={formRef}
        method="post"
        action={post.action}
        noValidate
        onSubmit={post.hydrated ? onSubmit : undefined}
        onChange={clear}
        className="grid gap-3 md:grid-cols-2"
      >
        <FormPostFields hydrated={post.hydrated} redirectTo={post.redirectTo} />
        <input type="hidden" name="idNivel" value={idNivel} />
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
        <div className="md:col-span-2">
          <TextAreaField
            id={`${ids}-pergunta`}
            name="pergunta"
            label="Sua pergunta"
            defaultValue={keptValue(answer, 'pergunta')}
            invalid={invalid('pergunta')}
            errorId={errorId}
          />
        </div>
        <div className="flex flex-col gap-2 md:col-span-2">
          <FormAlert id={errorId} kind="error">
            {error?.message}
          </FormAlert>
          {status === 'erro' ? <FormAlert kind="error">{FORM_SEND_FAILED_TEXT}</FormAlert> : null}
          {status === 'sucesso' ? <FormAlert kind="success">{QUESTION_SENT_TEXT}</FormAlert> : null}
          <button type="submit" className="btn-primary gap-2 self-start" disabled={post.sending}>
            {post.sending ? <Spinner /> : null}
            Enviar pergunta
          </button>
        </div>
      </form>
    </section>
  );
}
