import type { SubmissionResult } from '@conform-to/react';
import { resultMessages, resultValue } from '../forms/form-reply';

/**
 * What a back-office action answers its page (issue 27), with and without JavaScript alike: a message of success or
 * of failure and, for the form `alvo` names (a page may hold several: 'criar', 'chave:3', 'salvar:AA-400'), conform's
 * reply — each field's message and the values typed (never a password).
 */
export type AdminAnswer = {
  ok: string | null;
  erro: string | null;
  alvo: string | null;
  result: SubmissionResult<string[]> | null;
};

/** One form's view of an answer: each field's message and kept value (none when the answer is another form's). */
export function formState(answer: AdminAnswer | null | undefined, alvo: string) {
  const mine = answer?.alvo === alvo ? answer.result : null;
  const messages = resultMessages(mine);
  return {
    message: (field: string): string | undefined => messages[field],
    value: <T extends string | number | undefined>(field: string, fallback: T): string | T =>
      resultValue(mine, field) ?? fallback,
    /** A field's name, kept value (else `fallback`) and message, to spread on the back office's Field. */
    field: (name: string, fallback?: string) => ({
      name,
      defaultValue: resultValue(mine, name) ?? fallback,
      message: messages[name],
    }),
  };
}
