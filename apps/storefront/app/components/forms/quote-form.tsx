import { useId, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import {
  QUOTE_BUTTON_RESET_MS,
  QUOTE_ERROR_TEXT,
  QUOTE_FIELD_ALERT_MS,
  QUOTE_SEND_TEXT,
  QUOTE_SENDING_TEXT,
  QUOTE_SENT_TEXT,
  STATE_REGISTRATION_EXEMPT_TEXT,
} from '../../lib/forms/form-texts';
import {
  errorText,
  firstFieldError,
  keptValue,
  QUOTE_FIELDS,
  firstError,
  type QuoteField,
} from '../../lib/forms/form-reply';
import { maskAreaCode, maskCnpj, maskPhoneNumber, maskQuantity, splitPhone } from '../../lib/forms/masks';
import { UFS } from '@vitrine/contract/documents';
import { FORM_MESSAGES } from '@vitrine/contract/form-constants';
import { useTimedNotice } from '../../hooks/use-timed-notice';
import { FormPostFields } from './form-parts';
import { Field, SelectField, TextAreaField } from './field';
import { FormAlert, SubmitButton } from './submit-button';
import { useFormPost } from '../../hooks/use-form-post';
import { useEachAnswer } from '../../hooks/use-each-answer';
import { useFieldErrors } from '../../hooks/use-field-errors';

type Props = {
  idProduto: number;
  /** The product page's chosen variation (its simple value): it goes with the request, named above the fields. */
  variacao?: QuoteVariation | null | undefined;
  /** The price shown on the page (T§3 precoProduto); the Store API prices the quote from its database. */
  precoProduto: number;
};

/** T§5, T§8: the spec's timed texts (1.5 s); a field's other messages stay until the field changes. */
const TIMED_FIELD_MESSAGES: ReadonlySet<string> = new Set([FORM_MESSAGES.phone, FORM_MESSAGES.cnpj]);

type Masked = 'cpfCnpj' | 'ddd' | 'telefone' | 'quantidadeProduto';
const EMPTY: Record<Masked, string> = { cpfCnpj: '', ddd: '', telefone: '', quantidadeProduto: '1' };

/**
 * T§2 quote pop-up 'SOLICITE ORÇAMENTO' (T§3 Quote request). T§5: name, e-mail, CNPJ, area code, phone and state
 * required; the state registration unless 'Isento' is ticked; CNPJ masked to 18 characters; area code 2 digits and
 * number xxxxx-xxxx; quantity digits only, minimum 1 (empty becomes 1); 'Telefone inválido' / 'CNPJ inválido' for
 * 1.5 s; invalid fields highlighted until focused. Issue 25: each invalid field also has its own message beside it,
 * kept until the field changes (the server's, without JavaScript, too); a CPF is told the pop-up is for companies.
 * T§4 button: 'Enviar', 'Carregando', then 'E-mail enviado!'
 * (fields cleared) or 'Erro ao Enviar!', back to 'Enviar' after 3 s.
 */
/** A chosen simple value: its id and what the page calls it ('Voltagem', '220V'). */
export type QuoteVariation = { idAtributoValor: number; atributo: string; valor: string };

export function QuoteForm({ idProduto, variacao, precoProduto }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const post = useFormPost('orcamento', formRef);
  const { answer } = post;
  const ids = useId();
  const kept = (field: string) => keptValue(answer, field);
  const [masked, setMasked] = useState<Record<Masked, string>>(() => ({
    cpfCnpj: kept('cpfCnpj'),
    ddd: kept('ddd'),
    telefone: kept('telefone'),
    quantidadeProduto: kept('quantidadeProduto') || '1',
  }));
  const [exempt, setExempt] = useState(() => kept('isento') === 'on');
  const fields = useFieldErrors(answer, { isento: 'rgIe' });
  const message = useTimedNotice<string>();
  // Whether this page timed the field alert (a check here or an answer it received): a page drawn with the server's
  // answer (a post without JavaScript) has no clock, and keeps the messages beside the fields.
  const [timed, setTimed] = useState(false);
  const button = useTimedNotice<'sucesso' | 'erro'>();
  const { show: showMessage } = message;
  const { show: showButton } = button;

  useEachAnswer(answer, (reply) => {
    if (reply.status !== 'invalido') {
      showButton(reply.status, QUOTE_BUTTON_RESET_MS);
      // A refusal the store explains (a limit: how long to wait) is told beside the button, not only 'Erro'.
      const reason = reply.status === 'erro' ? errorText(reply, '') : '';
      if (reason) showMessage(reason, QUOTE_BUTTON_RESET_MS);
      return;
    }
    const first = firstFieldError(reply, QUOTE_FIELDS);
    if (first) {
      showMessage(first.message, QUOTE_FIELD_ALERT_MS);
      setTimed(true);
    }
  });

  const outcome = post.hydrated ? button.notice : answer?.status === 'invalido' ? null : (answer?.status ?? null);
  const alert = post.hydrated
    ? message.notice
    : (firstFieldError(answer, QUOTE_FIELDS)?.message ?? (errorText(answer, '') || null));
  const errorId = `${ids}-erro`;
  const isInvalid = (field: QuoteField) => fields.isInvalid(field);

  const setField = (field: Masked, value: string) => setMasked((current) => ({ ...current, [field]: value }));

  /** A whole phone pasted into the area code or the number fills both (T§5: masks never block pasting). */
  const onPhonePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const split = splitPhone(event.clipboardData.getData('text'));
    if (!split) return;
    event.preventDefault();
    setMasked((current) => ({ ...current, ddd: split.ddd, telefone: split.numero }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    fields.show(null);
    post.checkAndSubmit(form, (errors) => {
      // T§5: every invalid field is highlighted with its own message; the first one's is the timed alert.
      fields.show({ invalid: QUOTE_FIELDS.filter((field) => field in errors), errors });
      const first = firstError(errors, QUOTE_FIELDS);
      if (first) {
        showMessage(first.message, QUOTE_FIELD_ALERT_MS);
        setTimed(true);
      }
    });
  };

  // T§5: 'Telefone inválido' and 'CNPJ inválido' show 1.5 s, beside their field too; the highlight stays until focused.
  const ownMessage = (field: QuoteField) => {
    const text = fields.message(field);
    return timed && !message.notice && text && TIMED_FIELD_MESSAGES.has(text) ? null : text;
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={post.action}
      noValidate
      onSubmit={post.hydrated ? onSubmit : undefined}
      onFocus={fields.onFocus}
      onChange={fields.onChange}
      onReset={() => {
        setMasked(EMPTY);
        setExempt(false);
      }}
      className="grid gap-3 sm:grid-cols-2"
    >
      <FormPostFields hydrated={post.hydrated} redirectTo={post.redirectTo} />
      <input type="hidden" name="idProduto" value={idProduto} />
      {variacao ? <input type="hidden" name="idAtributoValor" value={variacao.idAtributoValor} /> : null}
      <input type="hidden" name="precoProduto" value={precoProduto.toFixed(2)} />
      {variacao ? (
        <p className="text-sm text-gray-800 sm:col-span-2" data-testid="orcamento-variacao">
          {variacao.atributo}: <strong>{variacao.valor}</strong>
        </p>
      ) : null}
      <p className="text-sm text-gray-800 sm:col-span-2">
        Compre faturado para a sua empresa: nossa equipe comercial analisa o crédito e envia a proposta.
      </p>
      <Field
        id={`${ids}-contato`}
        name="contato"
        label="Nome"
        autoComplete="name"
        defaultValue={kept('contato')}
        invalid={isInvalid('contato')}
        errorId={errorId}
        message={ownMessage('contato')}
      />
      <Field
        id={`${ids}-razao`}
        name="nomeRazao"
        label="Razão social"
        optional
        autoComplete="organization"
        defaultValue={kept('nomeRazao')}
        invalid={false}
      />
      <Field
        id={`${ids}-email`}
        name="email"
        type="email"
        label="E-mail"
        autoComplete="email"
        defaultValue={kept('email')}
        invalid={isInvalid('email')}
        errorId={errorId}
        message={ownMessage('email')}
      />
      <Field
        id={`${ids}-cnpj`}
        name="cpfCnpj"
        label="CNPJ"
        placeholder="00.000.000/0000-00"
        autoCapitalize="characters"
        value={masked.cpfCnpj}
        onChange={(event) => setField('cpfCnpj', maskCnpj(event.currentTarget.value))}
        invalid={isInvalid('cpfCnpj')}
        errorId={errorId}
        message={ownMessage('cpfCnpj')}
      />
      <div className="field-row">
        <Field
          id={`${ids}-ie`}
          name="rgIe"
          label="Inscrição estadual"
          defaultValue={exempt ? '' : kept('rgIe')}
          disabled={exempt}
          invalid={isInvalid('rgIe')}
          errorId={errorId}
          message={ownMessage('rgIe')}
        />
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="isento"
            value="on"
            checked={exempt}
            onChange={(event) => setExempt(event.currentTarget.checked)}
          />
          {STATE_REGISTRATION_EXEMPT_TEXT}
        </label>
      </div>
      <div className="grid grid-cols-[5rem_minmax(0,1fr)] gap-3">
        <Field
          id={`${ids}-ddd`}
          name="ddd"
          label="DDD"
          inputMode="numeric"
          autoComplete="tel-area-code"
          placeholder="00"
          value={masked.ddd}
          onChange={(event) => setField('ddd', maskAreaCode(event.currentTarget.value))}
          onPaste={onPhonePaste}
          invalid={isInvalid('ddd')}
          errorId={errorId}
          message={ownMessage('ddd')}
        />
        <Field
          id={`${ids}-telefone`}
          name="telefone"
          type="tel"
          label="Telefone"
          inputMode="tel"
          autoComplete="tel-local"
          placeholder="00000-0000"
          value={masked.telefone}
          onChange={(event) => setField('telefone', maskPhoneNumber(event.currentTarget.value))}
          onPaste={onPhonePaste}
          invalid={isInvalid('telefone')}
          errorId={errorId}
          message={ownMessage('telefone')}
        />
      </div>
      <SelectField
        id={`${ids}-uf`}
        name="uf"
        label="Estado (UF)"
        defaultValue={kept('uf')}
        invalid={isInvalid('uf')}
        errorId={errorId}
        message={ownMessage('uf')}
      >
        <option value="">Selecione</option>
        {UFS.map((uf) => (
          <option key={uf} value={uf}>
            {uf}
          </option>
        ))}
      </SelectField>
      <Field
        id={`${ids}-cidade`}
        name="cidade"
        label="Cidade"
        optional
        autoComplete="address-level2"
        defaultValue={kept('cidade')}
        invalid={false}
      />
      <Field
        id={`${ids}-quantidade`}
        name="quantidadeProduto"
        label="Quantidade"
        inputMode="numeric"
        value={masked.quantidadeProduto}
        onChange={(event) => setField('quantidadeProduto', maskQuantity(event.currentTarget.value))}
        // T§5: an empty quantity becomes 1.
        onBlur={(event) => {
          if (maskQuantity(event.currentTarget.value).replace(/^0+/, '') === '') setField('quantidadeProduto', '1');
        }}
        invalid={false}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          id={`${ids}-mensagem`}
          name="mensagem"
          label="Mensagem"
          optional
          defaultValue={kept('mensagem')}
          invalid={false}
        />
      </div>
      <div className="flex flex-col sm:col-span-2">
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="copiaEmail" value="on" defaultChecked={kept('copiaEmail') === 'on'} />
          Receber uma cópia no meu e-mail
        </label>
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="newsletter" value="on" defaultChecked={kept('newsletter') === 'on'} />
          Quero receber ofertas por e-mail
        </label>
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <FormAlert id={errorId} kind="error">
          {alert}
        </FormAlert>
        <SubmitButton
          status={post.sending ? 'pending' : outcome === 'sucesso' ? 'success' : outcome === 'erro' ? 'error' : 'idle'}
          pendingText={QUOTE_SENDING_TEXT}
          successText={QUOTE_SENT_TEXT}
          errorText={QUOTE_ERROR_TEXT}
          aria-describedby={`${ids}-estado`}
        >
          {QUOTE_SEND_TEXT}
        </SubmitButton>
        <p id={`${ids}-estado`} role="status" className="sr-only">
          {outcome === 'sucesso' ? QUOTE_SENT_TEXT : outcome === 'erro' ? QUOTE_ERROR_TEXT : ''}
        </p>
      </div>
    </form>
  );
}
