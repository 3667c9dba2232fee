import { useId, useState, type FormEvent } from 'react';
import { Form, useSearchParams } from 'react-router';
import { LINK_SEARCH, SEARCH_PARAM } from '../../lib/constants';
import { SearchIcon } from '../ui/icons';

/** Search box (B§2.6, B§5): empty text is not submitted. Without JavaScript the browser refuses it too. */
export function SearchBox({ className = '' }: { className?: string }) {
  const inputId = useId();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get(SEARCH_PARAM) ?? '');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (text.trim() === '') event.preventDefault();
  }

  return (
    <Form
      method="get"
      action={LINK_SEARCH}
      role="search"
      onSubmit={onSubmit}
      className={`flex h-10 min-w-0 ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        Buscar produtos
      </label>
      <input
        id={inputId}
        type="search"
        name={SEARCH_PARAM}
        value={text}
        onChange={(event) => setText(event.target.value)}
        required
        pattern={String.raw`.*\S.*`}
        placeholder="O que você procura?"
        autoComplete="off"
        enterKeyHint="search"
        className="min-w-0 flex-1 rounded-l-md border border-r-0 border-gray-300 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-600"
      />
      <button
        type="submit"
        className="flex w-11 items-center justify-center rounded-r-md bg-accent-400 text-gray-950 hover:bg-accent-500"
        aria-label="Buscar"
      >
        <SearchIcon />
      </button>
    </Form>
  );
}
