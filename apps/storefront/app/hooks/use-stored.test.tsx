// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, storedValue, writeStored } from './use-stored';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const view = storedValue<'grid' | 'list'>('teste:exibicao', (stored) => (stored === 'list' ? 'list' : 'grid'), 'grid');

function Reader() {
  return <p>{view.use()}</p>;
}

describe('storedValue (B§2.3 view, B§4 home flag, B§7 stored menu)', () => {
  it('reads the storage once, follows a value this tab keeps and stores it', () => {
    window.localStorage.setItem('teste:exibicao', 'list');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    render(
      <>
        <Reader />
        <Reader />
      </>,
    );
    expect(screen.getAllByText('list')).toHaveLength(2);
    expect(getItem.mock.calls.filter(([key]) => key === 'teste:exibicao').length).toBeLessThanOrEqual(1);
    act(() => view.set('grid', 'grid'));
    expect(screen.getAllByText('grid')).toHaveLength(2);
    expect(window.localStorage.getItem('teste:exibicao')).toBe('grid');
  });

  it("follows another tab's write (the storage event), and ignores other keys", () => {
    render(<Reader />);
    act(() => view.set('grid', 'grid'));
    act(() => {
      window.localStorage.setItem('teste:exibicao', 'list');
      window.dispatchEvent(new StorageEvent('storage', { key: 'outra' }));
    });
    expect(screen.getByText('grid')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'teste:exibicao' }));
    });
    expect(screen.getByText('list')).toBeTruthy();
  });

  it('storage refused: nothing is read, a kept value holds for this visit', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readStored('teste:exibicao')).toBeNull();
    expect(writeStored('teste:exibicao', 'list')).toBe(false);
    render(<Reader />);
    act(() => view.set('list', 'list'));
    expect(screen.getByText('list')).toBeTruthy();
  });

  it('the server render shows the server value', () => {
    window.localStorage.setItem('teste:exibicao', 'list');
    expect(renderToString(<Reader />)).toBe('<p>grid</p>');
  });
});
