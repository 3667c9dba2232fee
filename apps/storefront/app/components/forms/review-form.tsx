import { errorText, type FormId, REVIEW_FIELDS } from '../../lib/forms/form-reply';
import { REVIEW_NOTE } from '@vitrine/contract/form-constants';
import {
  FORM_SEND_FAILED_TEXT,
  REVIEW_ERROR_MS,
  REVIEW_SENT_TEXT,
  REVIEW_SUCCESS_MS,
} from '../../lib/forms/form-texts';
import { ContactFields, FormPostFields } from './form-parts';
import { TextAreaField } from './field';
import { FormAlert, SubmitButton } from './submit-button';
import { StarInput } from './star-input';
import { useCheckedForm } from '../../hooks/use-checked-form';

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
  const { post, ids, errorId, error, status, notice, clearNotice, dismiss, invalid, kept, formProps } = useCheckedForm(
    formId,
    { order: REVIEW_FIELDS, successMs: REVIEW_SUCCESS_MS, errorMs: REVIEW_ERROR_MS },
  );

  // T§5: the alert clears when any field changes (a failure's message too).
  const onChange = () => {
    dismiss();
    if (notice === 'erro') clearNotice();
  };

  return (
    <form
      {...formProps}
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
      <ContactFields ids={ids} kept={kept} invalid={invalid} errorId={errorId} />
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 md:col-span-2">
        <legend className="field-label mb-1">Você recomendaria?</legend>
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
        {status === 'erro' ? <FormAlert kind="error">{errorText(post.answer, FORM_SEND_FAILED_TEXT)}</FormAlert> : null}
        {status === 'sucesso' ? <FormAlert kind="success">{REVIEW_SENT_TEXT}</FormAlert> : null}
        <SubmitButton status={post.sending ? 'pending' : 'idle'} pendingText="Enviando" className="self-start">
          Enviar avaliação
        </SubmitButton>
      </div>
    </form>
  );
}
