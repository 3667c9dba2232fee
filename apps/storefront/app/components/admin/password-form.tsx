import { Form } from '../ui/router-link';
import { formState, type AdminAnswer } from '../../lib/admin/admin-answer';
import { Field } from '../forms/field';
import { SubmitButton } from '../forms/submit-button';

/**
 * The form that changes the signed-in user's own password (issue 37): on /admin/conta and on the start page's prompt
 * while she still has the demo password. Posts intent "senha" to the page it is on.
 */
export function OwnPasswordForm({ answer, submit }: { answer: AdminAnswer | undefined; submit: string }) {
  const state = formState(answer, 'senha');
  return (
    <Form method="post" noValidate className="grid max-w-xl gap-3">
      <Field label="Senha atual" type="password" autoComplete="current-password" required {...state.field('atual')} />
      <Field
        label="Nova senha (ao menos 8 caracteres)"
        type="password"
        autoComplete="new-password"
        required
        {...state.field('nova')}
      />
      <Field
        label="Repita a nova senha"
        type="password"
        autoComplete="new-password"
        required
        {...state.field('confirmacao')}
      />
      <div>
        <SubmitButton name="intent" value="senha">
          {submit}
        </SubmitButton>
      </div>
    </Form>
  );
}
