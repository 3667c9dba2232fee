import { photoSources } from '@vitrine/contract/photos';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Form, Link } from '../ui/router-link';
import { clock } from '../../lib/clock';
import { usePartLoad } from '../../hooks/use-part-load';
import { SEARCH_PARAM } from '../../lib/search-constants';
import {
  LINK_SEARCH,
  LINK_SEARCH_SUGGESTIONS,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_MIN_CHARS,
} from '../../lib/search-constants';
import { cutToWords, suggestionRule, type HeaderVariant } from '../../lib/navigation/design-version';
import type { SuggestionsData } from '../../lib/resource-types';
import { SearchIcon } from '../ui/icons';

type Props = {
  className?: string;
  /** B§9: 5 suggestions; 4 in the v1 header, whose first 2 names are cut to 4 words. */
  variant?: HeaderVariant;
};

/** B§4, B§5: suggestions only for a text longer than 3 characters. */
export const wantsSuggestions = (text: string) => text.trim().length > SUGGESTION_MIN_CHARS;

/**
 * Search box (B§2.6, B§4, B§5, B§7): empty text is not submitted (without JavaScript the browser refuses it too).
 * Suggestions come from the storefront's own resource route 300 ms after the last keystroke, in an ARIA combobox;
 * they hide on route change, on submit, on a click elsewhere, on Esc, and when the call fails.
 */
export function SearchBox({ className = '', variant = 'padrao' }: Props) {
  const rule = suggestionRule(variant);
  const inputId = useId();
  const listId = `${inputId}-sugestoes`;
  const optionId = (index: number) => `${inputId}-sugestao-${index}`;
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get(SEARCH_PARAM) ?? '');
  const [active, setActive] = useState(-1);
  const location = useLocation();
  // Open for one location only: any route change hides the suggestions.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const fetcher = usePartLoad<SuggestionsData>();
  const cancelPending = useRef<(() => void) | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();

  const suggestions = wantsSuggestions(text) ? (fetcher.data?.sugestoes ?? []) : [];
  const visible = openAt === location.key && suggestions.length > 0;

  function close() {
    cancelPending.current?.();
    cancelPending.current = null;
    setOpenAt(null);
    setActive(-1);
  }

  useEffect(() => () => cancelPending.current?.(), []);

  useEffect(() => {
    if (!visible) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!formRef.current?.contains(event.target as Node)) {
        setOpenAt(null);
        setActive(-1);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [visible]);

  function onChange(value: string) {
    setText(value);
    setActive(-1);
    cancelPending.current?.();
    cancelPending.current = null;
    if (!wantsSuggestions(value)) {
      setOpenAt(null);
      return;
    }
    const query = new URLSearchParams({ [SEARCH_PARAM]: value.trim(), limit: String(rule.limit) });
    const key = location.key;
    cancelPending.current = clock.after(SUGGESTION_DEBOUNCE_MS, () => {
      cancelPending.current = null;
      fetcher.load(`${LINK_SEARCH_SUGGESTIONS}?${query}`);
      setOpenAt(key);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpenAt(location.key);
      setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpenAt(location.key);
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter' && visible && active >= 0) {
      const chosen = suggestions[active];
      if (!chosen) return;
      event.preventDefault();
      close();
      void navigate(chosen.rota);
    } else if (event.key === 'Escape' && visible) {
      event.preventDefault();
      close();
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (text.trim() === '') event.preventDefault();
    close();
  }

  return (
    <Form
      ref={formRef}
      method="get"
      action={LINK_SEARCH}
      role="search"
      onSubmit={onSubmit}
      className={`relative flex h-10 min-w-0 ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        Buscar produtos
      </label>
      <input
        id={inputId}
        type="search"
        name={SEARCH_PARAM}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={visible}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={visible && active >= 0 ? optionId(active) : undefined}
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
      <div
        id={listId}
        role="listbox"
        aria-label="Sugestões de produtos"
        hidden={!visible}
        className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-md border border-gray-200 bg-white shadow-lg"
      >
        {visible
          ? suggestions.map((suggestion, index) => (
              <Link
                key={suggestion.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                to={suggestion.rota}
                onClick={close}
                onMouseEnter={() => setActive(index)}
                className={`flex items-center gap-3 px-3 py-2 text-sm text-gray-900 ${index === active ? 'bg-brand-50' : ''}`}
              >
                {suggestion.imagem ? (
                  <img
                    src={suggestion.imagem}
                    {...photoSources(suggestion.imagem, 'thumbnail', '40px')}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 shrink-0 object-contain"
                  />
                ) : (
                  <span className="size-10 shrink-0 rounded bg-gray-100" />
                )}
                <span className="line-clamp-2" title={index < rule.cutFirst ? suggestion.nome : undefined}>
                  {index < rule.cutFirst ? cutToWords(suggestion.nome, rule.words) : suggestion.nome}
                </span>
              </Link>
            ))
          : null}
      </div>
    </Form>
  );
}
