// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchBox } from './search-box';

function renderSearch() {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <SearchBox /> },
    { path: '/busca', Component: () => <p>resultados</p> },
  ]);
  render(<Stub initialEntries={['/']} />);
  return screen.getByRole('searchbox', { name: 'Buscar produtos' });
}

describe('SearchBox', () => {
  afterEach(cleanup);

  it('B§5 search: empty text is not submitted', () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: '   ' } });
    const form = screen.getByRole('search');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(screen.queryByText('resultados')).toBeNull();
  });

  it('B§5 search: the browser refuses empty text without JavaScript (required + pattern)', () => {
    const input = renderSearch();
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('pattern')).toBe(String.raw`.*\S.*`);
    expect(input.getAttribute('name')).toBe('busca');
    expect(screen.getByRole('search').getAttribute('action')).toBe('/busca');
  });

  it('B§2.6 search: a text is submitted to /busca', async () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'termômetro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('resultados')).toBeTruthy();
  });
});
