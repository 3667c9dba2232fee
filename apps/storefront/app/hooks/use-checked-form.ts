import { useId, useRef, useState, type FormEvent } from 'react';
import { firstFieldError, keptValue, type FormId, firstError, type FieldError } from '../lib/forms/form-reply';
import { useEachAnswer } from './use-each-answer';
import { useTimedNotice } from './use-timed-notice';
import { focusField } from '../components/forms/form-parts';
import { useFormPost } from './use-form-post';

type Options<F extends string> = {
  /** The order the messages are told in (T§5: the first failing one shows). */
  order: readonly F[];
  /** How long T§4's success and failure messages stay. */
  successMs: number;
  errorMs: number;
};

/**
 * A form of T§2 that checks its fields before posting (question, review, store rating): the first failing field is
 * highlighted with its message, whether the browser ran the check or the server did; a change to any field dismisses it; the
 * answer's success or failure shows for a while (T§4).
 */
export function useCheckedForm<F extends string>(form: FormId, { order, successMs, errorMs }: Options<F>) {
  const formRef = useRef<HTMLFormElement>(null);
  const post = useFormPost(form, formRef);
  const { answer } = post;
  const ids = useId();
  const [clientError, setClientError] = useState<FieldError<F> | null>(null);
  /** The answer whose field message the shopper dismissed by changing a field. */
  const [dismissed, setDismissed] = useState<unknown>(null);
  const { notice, show, clear: clearNotice } = useTimedNotice<'sucesso' | 'erro'>();

  useEachAnswer(answer, ({ status }) => {
    if (status === 'sucesso') show('sucesso', successMs);
    else if (status === 'erro') show('erro', errorMs);
  });

  const serverError = dismissed === answer ? null : firstFieldError(answer, order);
  const error = clientError ?? (serverError as FieldError<F> | null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    setClientError(null);
    setDismissed(answer);
    post.checkAndSubmit(target, (errors) => {
      const failed = firstError(errors, order);
      setClientError(failed);
      if (failed) focusField(target, failed.field);
    });
  };

  /** T§5: the alert clears when any field changes. */
  const dismiss = () => {
    setClientError(null);
    setDismissed(answer);
  };

  return {
    post,
    ids,
    errorId: `${ids}-erro`,
    error,
    /** T§4: the answer's message: timed with JavaScript, as the server told it without. */
    status: post.hydrated ? notice : answer?.status,
    notice,
    clearNotice,
    dismiss,
    invalid: (field: F) => error?.field === field,
    kept: (field: string) => keptValue(answer, field),
    /** The form element's own props: where it posts, and the check before it does. */
    formProps: {
      ref: formRef,
      method: 'post',
      action: post.action,
      noValidate: true,
      onSubmit: post.hydrated ? onSubmit : undefined,
    } as const,
  };
}
