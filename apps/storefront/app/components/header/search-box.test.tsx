// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUGGESTION_DEBOUNCE_MS } from '../../lib/search-constants';
import type { HeaderVariant } from '../../lib/navigation/design-version';
import type { SuggestionsData } from '../../lib/resource-types';
import { stubPartFetch } from '../../hooks/stub-part-fetch';
import { SearchBox, wantsSuggestions } from './search-box';

const SUGGESTIONS: SuggestionsData['sugestoes'] = [
  { id: 1, nome: 'Termômetro digital TD-10', rota: '/termometro-digital-td-10.html', imagem: '/m/1-small.svg' },
  { id: 2, nome: 'Termômetro infravermelho', rota: '/termometro-infravermelho.html', imagem: null },
];

type Loader = (args: { request: Request }) => SuggestionsData;

function renderSearch(options: { loader?: Loader; variant?: HeaderVariant } = {}) {
  const loader = vi.fn<Loader>(
    options.loader ??
      (({ request }) => ({ busca: new URL(request.url).searchParams.get('busca') ?? '', sugestoes: SUGGESTIONS })),
  );
  const Stub = createRoutesStub([
    { path: '/', Component: () => <SearchBox variant={options.variant} /> },
    { path: '/busca', Component: () => <p>resultados</p> },
    { path: '/:produto', Component: () => <p>página do produto</p> },
  ]);
  stubPartFetch('/resources/search-suggestions', loader);
  render(<Stub initialEntries={['/']} />);
  return { input: screen.getByRole('combobox', { name: 'Buscar produtos' }), loader };
}

/** Lets `ms` of fake time pass inside act, running the timers due and the promises they start (the fetcher). */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Types a text and lets the given time pass. */
async function type(input: HTMLElement, value: string, ms = 0) {
  fireEvent.change(input, { target: { value } });
  await wait(ms);
}

/** Types a text and lets the debounce run out and the fetcher settle. */
const typeAndSettle = (input: HTMLElement, value: string) => type(input, value, SUGGESTION_DEBOUNCE_MS + 1);

describe('SearchBox', () => {
  // Time is fake in every test: the debounce runs when a test advances it, never on the wall clock.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('B§5 search: empty text is not submitted', () => {
    const { input } = renderSearch();
    fireEvent.change(input, { target: { value: '   ' } });
    const form = screen.getByRole('search');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    act(() => {
      form.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.queryByText('resultados')).toBeNull();
  });

  it('B§5 search: the browser refuses empty text without JavaScript (required + pattern)', () => {
    const { input } = renderSearch();
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('pattern')).toBe(String.raw`.*\S.*`);
    expect(input.getAttribute('name')).toBe('busca');
    expect(screen.getByRole('search').getAttribute('action')).toBe('/busca');
  });

  it('B§2.6 search: a text is submitted to /busca', async () => {
    const { input } = renderSearch();
    fireEvent.change(input, { target: { value: 'termômetro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await wait(0);
    expect(screen.getByText('resultados')).toBeTruthy();
  });

  it('B§4, B§5: suggestions only for a text longer than 3 characters', async () => {
    expect(wantsSuggestions('abc')).toBe(false);
    expect(wantsSuggestions('  abc  ')).toBe(false);
    expect(wantsSuggestions('abcd')).toBe(true);
    const { input, loader } = renderSearch();
    await type(input, 'ter', 1000);
    expect(loader).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('B§7, B§9: suggestions are fetched 300 ms after the last keystroke, with limit 5', async () => {
    const { input, loader } = renderSearch();
    await type(input, 'term', 200);
    await type(input, 'termo', 299);
    expect(loader).not.toHaveBeenCalled();
    await wait(1);
    expect(loader).toHaveBeenCalledTimes(1);
    const url = new URL(loader.mock.calls[0]![0].request.url);
    expect(url.pathname).toBe('/resources/search-suggestions');
    expect(url.searchParams.get('busca')).toBe('termo');
    expect(url.searchParams.get('limit')).toBe('5');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('B§9: the v1 header asks for 4 suggestions and cuts the first 2 names to 4 words', async () => {
    const long = [
      { id: 1, nome: 'Termômetro Digital Tipo Espeto TE-200 com Alarme', rota: '/a.html', imagem: null },
      { id: 2, nome: 'Data Logger de Temperatura e Umidade USB', rota: '/b.html', imagem: null },
      { id: 3, nome: 'Sensor de Temperatura PT100 Haste 150 mm', rota: '/c.html', imagem: null },
    ];
    const { input, loader } = renderSearch({ variant: 'v1', loader: () => ({ busca: 'sensor', sugestoes: long }) });
    await typeAndSettle(input, 'sensor');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(new URL(loader.mock.calls[0]![0].request.url).searchParams.get('limit')).toBe('4');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Termômetro Digital Tipo Espeto…',
      'Data Logger de Temperatura…',
      'Sensor de Temperatura PT100 Haste 150 mm',
    ]);
  });

  it('B§9: the standard header keeps whole names', async () => {
    const { input } = renderSearch({
      loader: () => ({
        busca: 'sensor',
        sugestoes: [{ id: 1, nome: 'Um Dois Três Quatro Cinco', rota: '/a.html', imagem: null }],
      }),
    });
    await typeAndSettle(input, 'sensor');
    expect(screen.getByRole('option').textContent).toBe('Um Dois Três Quatro Cinco');
  });

  it('combobox keyboard: arrows move the active option, Esc closes, Enter opens the active one', async () => {
    const { input } = renderSearch();
    await typeAndSettle(input, 'termometro');
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    await wait(0);
    expect(screen.getByText('página do produto')).toBeTruthy();
  });

  it('B§4: suggestions hide on a click elsewhere', async () => {
    const { input } = renderSearch();
    await typeAndSettle(input, 'termometro');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    fireEvent.pointerDown(document.body);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('B§8: a failed call (no suggestions) keeps them hidden', async () => {
    const { input, loader } = renderSearch({ loader: () => ({ busca: 'x', sugestoes: [] }) });
    await typeAndSettle(input, 'termometro');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
  });
});
