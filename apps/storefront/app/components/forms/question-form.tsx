import { errorText, QUESTION_FIELDS } from '../../lib/forms/form-reply';
import {
  FORM_SEND_FAILED_TEXT,
  QUESTION_ERROR_MS,
  QUESTION_SENT_TEXT,
  QUESTION_SUCCESS_MS,
} from '../../lib/forms/form-texts';
import { ContactFields, FormPostFields } from './form-parts';
import { TextAreaField } from './field';
import { FormAlert, SubmitButton } from './submit-button';
import { useCheckedForm } from '../../hooks/use-checked-form';

const QUESTION_ANCHOR = 'pergunte';

/**
 * T§2 question form (T§3 Question: idNivel, nivel 'produto', nome, email, pergunta). T§5 checks in order; the
 * offending field is highlighted; highlight and message clear when any field changes. T§4 states: idle, sending,
 * success 'Pergunta enviada com sucesso!' (3 s, form reset), error 'Houve um erro ao enviar.' (5 s).
 */
export function QuestionForm({ idNivel }: { idNivel: number }) {
  const { post, ids, errorId, error, status, dismiss, invalid, kept, formProps } = useCheckedForm('pergunta', {
    order: QUESTION_FIELDS,
    successMs: QUESTION_SUCCESS_MS,
    errorMs: QUESTION_ERROR_MS,
  });

  return (
    <section id={QUESTION_ANCHOR} aria-labelledby={`${ids}-titulo`} className="flex flex-col gap-3">
      <h3 id={`${ids}-titulo`} className="text-base font-bold text-brand-900">
        Faça uma pergunta
      </h3>
      <form {...formProps} onChange={dismiss} className="grid gap-3 md:grid-cols-2">
        <FormPostFields hydrated={post.hydrated} redirectTo={post.redirectTo} />
        <input type="hidden" name="idNivel" value={idNivel} />
        <ContactFields ids={ids} kept={kept} invalid={invalid} errorId={errorId} />
        <div className="md:col-span-2">
          <TextAreaField
            id={`${ids}-pergunta`}
            name="pergunta"
            label="Sua pergunta"
            defaultValue={kept('pergunta')}
            invalid={invalid('pergunta')}
            errorId={errorId}
          />
        </div>
        <div className="flex flex-col gap-2 md:col-span-2">
          <FormAlert id={errorId} kind="error">
            {error?.message}
          </FormAlert>
          {status === 'erro' ? (
            <FormAlert kind="error">{errorText(post.answer, FORM_SEND_FAILED_TEXT)}</FormAlert>
          ) : null}
          {status === 'sucesso' ? <FormAlert kind="success">{QUESTION_SENT_TEXT}</FormAlert> : null}
          <SubmitButton status={post.sending ? 'pending' : 'idle'} className="self-start">
            Enviar pergunta
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
