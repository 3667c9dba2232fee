import { useId, useRef, useState, type FormEvent } from 'react';
import { FORM_MESSAGES } from '@vitrine/contract/form-constants';
import { SEND_ERROR_TEXT, SENT_TEXT, SOB_CONSULTA_ALERT_MS, SOB_CONSULTA_TITLE } from '../../lib/forms/form-texts';
import {
  errorText,
  firstFieldError,
  keptValue,
  type FormReply,
  SOB_CONSULTA_FIELDS,
  SOB_CONSULTA_PHONE_MAX,
  firstError,
  type SobConsultaField,
} from '../../lib/forms/form-reply';
import { maskPhone } from '../../lib/forms/masks';
import { useTimedNotice } from '../../hooks/use-timed-notice';
import { ContactFields, FormPostFields, focusField } from './form-parts';
import { Field, TextAreaField } from './field';
import { FormAlert, SubmitButton } from './submit-button';
import { useFormPost } from '../../hooks/use-form-post';
import { useEachAnswer } from '../../hooks/use-each-answer';
import { SOB_CONSULTA_ANCHOR } from './anchors';

type Field = SobConsultaField;

type Alert = { kind: 'error'; text: string; field: Field | null } | { kind: 'success' };

/**
 * T§2 'Sob Consulta' quote form of a product priced on request (T§3: idProduto, nome, email, contato, observacao,
 * mailing, enviarEmail). T§5: name, e-mail and telephone required ('Preencha os campos!'); the telephone is masked
 * (xx) xxxxx-xxxx, at most 15 characters. T§4: the alert hides after 3 s; 'Enviado com sucesso' or 'Erro ao enviar'.
 */
export function SobConsultaForm({ idProduto }: { idProduto: number }) {
  const formRef = useRef<HTMLFormElement>(null);
  const post = useFormPost('sob-consulta', formRef);
  const { answer } = post;
  const ids = useId();
  const [phone, setPhone] = useState(() => keptValue(answer, 'contato'));
  const { notice, show } = useTimedNotice<Alert>();

  useEachAnswer(answer, (reply) => {
    const alert = alertOf(reply);
    if (alert) show(alert, SOB_CONSULTA_ALERT_MS);
  });

  const shown = post.hydrated ? notice : alertOf(answer);
  const errorId = `${ids}-erro`;
  const invalid = (field: Field) => shown?.kind === 'error' && shown.field === field;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    post.checkAndSubmit(form, (errors) => {
      const failed = firstError(errors, SOB_CONSULTA_FIELDS);
      if (!failed) return;
      show({ kind: 'error', text: failed.message, field: failed.field }, SOB_CONSULTA_ALERT_MS);
      focusField(form, failed.field);
    });
  };

  return (
    <section
      id={SOB_CONSULTA_ANCHOR}
      aria-labelledby={`${ids}-titulo`}
      className="flex flex-col gap-3 rounded-md border border-gray-300 p-4"
    >
      <h2 id={`${ids}-titulo`} className="text-base font-bold text-brand-900">
        {SOB_CONSULTA_TITLE}
      </h2>
      <p className="text-sm text-gray-800">Preço sob consulta: envie seus dados e retornamos com o orçamento.</p>
      <form
        ref={formRef}
        method="post"
        action={post.action}
        noValidate
        onSubmit={post.hydrated ? onSubmit : undefined}
        onReset={() => setPhone('')}
        className="grid gap-3 md:grid-cols-2"
      >
        <FormPostFields hydrated={post.hydrated} redirectTo={post.redirectTo} />
        <input type="hidden" name="idProduto" value={idProduto} />
        <ContactFields ids={ids} kept={(field) => keptValue(answer, field)} invalid={invalid} errorId={errorId} />
        <Field
          id={`${ids}-telefone`}
          name="contato"
          type="tel"
          label="Telefone"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="(00) 00000-0000"
          value={phone}
          onChange={(event) => setPhone(maskPhone(event.currentTarget.value))}
          // Without JavaScript the field takes at most 15 characters; with it the mask keeps it there.
          maxLength={post.hydrated ? undefined : SOB_CONSULTA_PHONE_MAX}
          invalid={invalid('contato')}
          errorId={errorId}
        />
        <div className="md:col-span-2">
          <TextAreaField
            id={`${ids}-observacao`}
            name="observacao"
            label="Observação"
            optional
            defaultValue={keptValue(answer, 'observacao')}
            invalid={invalid('observacao')}
            errorId={errorId}
          />
        </div>
        <div className="flex flex-col gap-1 md:col-span-2">
          <label className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="enviarEmail"
              value="on"
              defaultChecked={keptValue(answer, 'enviarEmail') === 'on'}
            />
            Enviar uma cópia para o meu e-mail
          </label>
          <label className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="mailing" value="on" defaultChecked={keptValue(answer, 'mailing') === 'on'} />
            Quero receber ofertas por e-mail
          </label>
        </div>
        <div className="flex flex-col gap-2 md:col-span-2">
          {shown?.kind === 'error' ? (
            <FormAlert id={errorId} kind="error">
              {shown.text}
            </FormAlert>
          ) : null}
          {shown?.kind === 'success' ? <FormAlert kind="success">{SENT_TEXT}</FormAlert> : null}
          <SubmitButton status={post.sending ? 'pending' : 'idle'} className="self-start">
            Enviar
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

function alertOf(answer: FormReply | null): Alert | null {
  if (!answer) return null;
  if (answer.status === 'sucesso') return { kind: 'success' };
  if (answer.status === 'erro') return { kind: 'error', text: errorText(answer, SEND_ERROR_TEXT), field: null };
  const first = firstFieldError(answer, SOB_CONSULTA_FIELDS);
  return { kind: 'error', text: first?.message ?? FORM_MESSAGES.requiredAll, field: (first?.field as Field) ?? null };
}
