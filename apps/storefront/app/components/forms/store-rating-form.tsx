import { errorText, STORE_RATING_FIELDS } from '../../lib/forms/form-reply';
import { STORE_RATING_NOTE } from '@vitrine/contract/form-constants';
import { Fragment, useId, type ReactNode } from 'react';
import { Link } from '../ui/router-link';
import {
  STORE_RATING_ERROR_TEXT,
  STORE_RATING_MESSAGE_MS,
  STORE_RATING_SENT_TEXT,
  STORE_RATING_THANKS_TEXT,
} from '../../lib/forms/form-texts';
import { FormPostFields } from './form-parts';
import { TextAreaField } from './field';
import { FormAlert, SubmitButton } from './submit-button';
import { useCheckedForm } from '../../hooks/use-checked-form';

export const STORE_RATING_ANCHOR = 'avaliacao-loja';

/**
 * T§2 store-rating form (T§3 Store rating): experiência and atendimento 1 to 10, satisfação yes or no, an optional
 * message and the authorization to publish it (the e-mail is never published). T§5 checks in order; T§4 success
 * 'Avaliação enviada com sucesso!!!' and failure 'Não foi possível enviar sua avaliação.' disappear after 5 s.
 * Issue 25: once the rating is accepted the form gives way to the thank-you message (the key is used up); a key
 * used meanwhile (another tab) is told so.
 */
export function StoreRatingForm({ ratingKey }: { ratingKey: string }) {
  const { post, ids, errorId, error, status, dismiss, kept, formProps } = useCheckedForm('avaliacao-loja', {
    order: STORE_RATING_FIELDS,
    successMs: STORE_RATING_MESSAGE_MS,
    errorMs: STORE_RATING_MESSAGE_MS,
  });

  if (post.answer?.status === 'sucesso') {
    return (
      <section id={STORE_RATING_ANCHOR} className="mt-6 flex max-w-3xl flex-col gap-3">
        {status === 'sucesso' ? <FormAlert kind="success">{STORE_RATING_SENT_TEXT}</FormAlert> : null}
        <RatingThanks />
      </section>
    );
  }

  return (
    <form {...formProps} id={STORE_RATING_ANCHOR} onChange={dismiss} className="mt-6 flex max-w-3xl flex-col gap-5">
      <FormPostFields hydrated={post.hydrated} redirectTo={post.redirectTo} />
      <input type="hidden" name="key" value={ratingKey} />
      <NoteGroup
        name="experiencia"
        legend="De 1 a 10, como foi sua experiência de compra?"
        defaultValue={kept('experiencia')}
        error={error?.field === 'experiencia' ? error.message : null}
        errorId={errorId}
      />
      <NoteGroup
        name="atendimento"
        legend="De 1 a 10, como avalia o nosso atendimento?"
        defaultValue={kept('atendimento')}
        error={error?.field === 'atendimento' ? error.message : null}
        errorId={errorId}
      />
      <Group
        legend="Você ficou satisfeito com a sua compra?"
        error={error?.field === 'satisfacao' ? error.message : null}
        errorId={errorId}
      >
        <div className="flex gap-4">
          {[
            ['true', 'Sim'],
            ['false', 'Não'],
          ].map(([value, label]) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name="satisfacao" value={value} defaultChecked={kept('satisfacao') === value} />
              {label}
            </label>
          ))}
        </div>
      </Group>
      <TextAreaField
        id={`${ids}-mensagem`}
        name="mensagem"
        label="Deixe sua mensagem"
        optional
        defaultValue={kept('mensagem')}
        invalid={error?.field === 'mensagem'}
        errorId={errorId}
      />
      {error?.field === 'mensagem' ? (
        <FormAlert id={errorId} kind="error">
          {error.message}
        </FormAlert>
      ) : null}
      <label className="inline-flex min-h-11 items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="autorizacao"
          value="on"
          defaultChecked={kept('autorizacao') === 'on'}
          className="mt-1"
        />
        Autorizo a publicação da minha avaliação no site. Seu e-mail não será publicado.
      </label>
      {status === 'sucesso' ? <FormAlert kind="success">{STORE_RATING_SENT_TEXT}</FormAlert> : null}
      {status === 'erro' ? <FormAlert kind="error">{errorText(post.answer, STORE_RATING_ERROR_TEXT)}</FormAlert> : null}
      <SubmitButton status={post.sending ? 'pending' : 'idle'} className="self-start">
        Enviar avaliação
      </SubmitButton>
    </form>
  );
}

/** What stays once the rating is in (issue 25): thanks, and the way back to the store. */
function RatingThanks() {
  return (
    <div className="flex flex-col gap-2 rounded-md border border-gray-200 p-4">
      <p className="text-base font-semibold text-gray-900">{STORE_RATING_THANKS_TEXT}</p>
      <Link to="/" className="self-start font-semibold text-brand-800 underline">
        Voltar para a loja
      </Link>
    </div>
  );
}

type GroupProps = { legend: string; error: string | null; errorId: string; children: ReactNode };

/** A question of the rating: its legend, its choices, and its T§5 message when it fails. */
function Group({ legend, error, errorId, children }: GroupProps) {
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className={`flex flex-col gap-2 rounded-md p-2 ${error ? 'border-2 border-red-700 bg-red-50' : 'border border-gray-200'}`}
    >
      <legend className="field-label px-1">{legend}</legend>
      {children}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type NoteProps = { name: string; legend: string; defaultValue: string; error: string | null; errorId: string };

/** T§3, T§9: a note from 1 to 10 as a row of radio boxes (CSS only, so it works without JavaScript). */
function NoteGroup({ name, legend, defaultValue, error, errorId }: NoteProps) {
  const id = useId();
  const notes = Array.from(
    { length: STORE_RATING_NOTE.max - STORE_RATING_NOTE.min + 1 },
    (_, i) => STORE_RATING_NOTE.min + i,
  );
  return (
    <Group legend={legend} error={error} errorId={errorId}>
      <div className="note-input">
        {notes.map((note) => (
          <Fragment key={note}>
            <input
              type="radio"
              id={`${id}-${note}`}
              name={name}
              value={note}
              defaultChecked={defaultValue === String(note)}
              className="sr-only"
            />
            <label htmlFor={`${id}-${note}`}>{note}</label>
          </Fragment>
        ))}
      </div>
    </Group>
  );
}
