import { Field } from './field';

/** Pieces every form of T§2 shares besides its fields and button (field.tsx): the plumbing fields, the focus. */

/** js=1 asks the action for JSON (a fetcher); redirectTo is where a plain form post comes back to. */
export function FormPostFields({ hydrated, redirectTo }: { hydrated: boolean; redirectTo: string }) {
  return (
    <>
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
    </>
  );
}

/** Puts the focus on a form's field by name (the first failing field, T§5). */
export function focusField(form: HTMLFormElement | null, name: string) {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
  else if (field instanceof RadioNodeList) (field[0] as HTMLElement | undefined)?.focus();
}

/** The name and e-mail pair of the sold-out, 'Sob Consulta', question and review forms (T§3: nome, email). */
export function ContactFields({
  ids,
  kept,
  invalid,
  errorId,
}: {
  /** The form's useId: the fields are `${ids}-nome` and `${ids}-email`. */
  ids: string;
  /** A field's value a plain form post brought back. */
  kept: (field: 'nome' | 'email') => string;
  invalid: (field: 'nome' | 'email') => boolean;
  errorId: string;
}) {
  return (
    <>
      <Field
        id={`${ids}-nome`}
        name="nome"
        label="Nome"
        autoComplete="name"
        defaultValue={kept('nome')}
        invalid={invalid('nome')}
        errorId={errorId}
      />
      <Field
        id={`${ids}-email`}
        name="email"
        type="email"
        label="E-mail"
        autoComplete="email"
        defaultValue={kept('email')}
        invalid={invalid('email')}
        errorId={errorId}
      />
    </>
  );
}
