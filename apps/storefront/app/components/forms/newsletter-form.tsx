import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  NEWSLETTER_DONE_TEXT,
  NEWSLETTER_ERROR_TEXT,
  NEWSLETTER_NAME,
  NEWSLETTER_POPUP_IDLE_TEXT,
  NEWSLETTER_POPUP_SEND_TEXT,
  NEWSLETTER_RESET_MS,
  NEWSLETTER_STRIP_IDLE_TEXT,
  NEWSLETTER_STRIP_SEND_TEXT,
} from '../../lib/forms/form-texts';
import { errorText, type FormReply, keptValue } from '../../lib/forms/form-reply';
import { useTimedNotice } from '../../hooks/use-timed-notice';
import { FormPostFields } from './form-parts';
import { fieldClass } from './field';
import { SubmitButton } from './submit-button';
import { useFormPost } from '../../hooks/use-form-post';
import { useEachAnswer } from '../../hooks/use-each-answer';

type Props = {
  /** 'rodape': the footer strip; 'popup': the home coupon popup (asks for the coupon, name field hidden). */
  variant: 'rodape' | 'popup';
  /** Called once the sign-up succeeded (the popup closes 3 s later, T§4). */
  onSuccess?: () => void;
  /** Extra classes for the form row. */
  className?: string;
};

type Outcome = 'sucesso' | 'erro';

/**
 * T§2 newsletter sign-up (T§3 Newsletter signup: nome, email, cupom on the popup only). The name is preset to a
 * dot; an empty e-mail highlights the field (T§5). T§4 button: 'Enviar' (strip) or 'Enviar o cupom para o
 * e-mail' (popup), then 'Cadastrado!' with a check mark or 'Erro ao cadastrar'; after 5 s it reverts to 'Cadastrar'
 * on the strip and to 'garanta seu desconto' on the popup.
 */
export function NewsletterForm({ variant, onSuccess, className = '' }: Props) {
  const popup = variant === 'popup';
  const formRef = useRef<HTMLFormElement>(null);
  const post = useFormPost(popup ? 'newsletter-popup' : 'newsletter-rodape', formRef);
  const { answer } = post;
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [highlight, setHighlight] = useState(answer?.status === 'invalido');
  const [email, setEmail] = useState(() => keptValue(answer, 'email'));
  // A refused e-mail (the server's check) highlights the field like the browser's check does.
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer?.status === 'invalido') setHighlight(true);
  }
  const [reverted, setReverted] = useState(false);
  const successRef = useRef(onSuccess);
  useEffect(() => {
    successRef.current = onSuccess;
  });
  const { notice, show } = useTimedNotice<Outcome>(() => setReverted(true));

  useEachAnswer(answer, ({ status }) => {
    if (status === 'sucesso') successRef.current?.();
    show(status === 'sucesso' ? 'sucesso' : 'erro', NEWSLETTER_RESET_MS);
  });

  const outcome: Outcome | null = post.hydrated ? notice : outcomeOf(answer);
  const idle = popup
    ? reverted
      ? NEWSLETTER_POPUP_IDLE_TEXT
      : NEWSLETTER_POPUP_SEND_TEXT
    : reverted
      ? NEWSLETTER_STRIP_IDLE_TEXT
      : NEWSLETTER_STRIP_SEND_TEXT;
  // A refusal the store explains (a limit: how long to wait) is shown under the button (issue 25).
  const reason = outcome === 'erro' ? errorText(answer, '') : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    post.checkAndSubmit(event.currentTarget, () => {
      setHighlight(true);
      input.current?.focus();
    });
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={post.action}
      onSubmit={post.hydrated ? onSubmit : undefined}
      onReset={() => setEmail('')}
      className={`flex w-full gap-2 ${popup ? 'flex-col' : ''} ${className}`}
    >
      <FormPostFields hydrated={post.hydrated} redirectTo={post.redirectTo} />
      <input type="hidden" name="nome" value={NEWSLETTER_NAME} />
      {popup ? <input type="hidden" name="cupom" value="true" /> : null}
      <label htmlFor={`${ids}-email`} className="sr-only">
        Seu e-mail
      </label>
      <input
        ref={input}
        id={`${ids}-email`}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="Seu e-mail"
        value={email}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          setHighlight(false);
        }}
        // T§5: the browser's own check (required, type email) runs first; it marks the field too.
        onInvalid={() => setHighlight(true)}
        aria-invalid={highlight || undefined}
        className={fieldClass(highlight, popup ? '' : 'min-w-0 flex-1 md:w-72')}
      />
      <SubmitButton
        status={post.sending ? 'pending' : outcome === 'sucesso' ? 'success' : outcome === 'erro' ? 'error' : 'idle'}
        successText={NEWSLETTER_DONE_TEXT}
        errorText={NEWSLETTER_ERROR_TEXT}
        check
        look="accent"
      >
        {idle}
      </SubmitButton>
      <p role="status" className={reason ? 'w-full text-sm font-semibold text-red-700' : 'sr-only'}>
        {outcome === 'sucesso' ? NEWSLETTER_DONE_TEXT : outcome === 'erro' ? reason || NEWSLETTER_ERROR_TEXT : ''}
      </p>
    </form>
  );
}

function outcomeOf(answer: FormReply | null): Outcome | null {
  if (!answer) return null;
  return answer.status === 'sucesso' ? 'sucesso' : 'erro';
}
