// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDesignVersion, useKeepDesignVersion } from './use-design-version';

/** A card's reading of the version, as product-card.tsx makes it (one per card: 24 on a listing). */
function Reader() {
  return <li>{useDesignVersion()}</li>;
}

function Page({ cards, keep = false }: { cards: number; keep?: boolean }) {
  if (keep) return <KeepingPage cards={cards} />;
  return (
    <ul>
      {Array.from({ length: cards }, (_, i) => (
        <Reader key={i} />
      ))}
    </ul>
  );
}

function KeepingPage({ cards }: { cards: number }) {
  useKeepDesignVersion();
  return <Page cards={cards} />;
}

function renderAt(path: string, cards: number, keep = false) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ designVersion: 'default' }),
      HydrateFallback: () => null,
      Component: () => <Page cards={cards} keep={keep} />,
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.cookie = 'home=; Path=/; Max-Age=0';
  vi.restoreAllMocks();
});

// B§4 (browsing spec, design versions), decision 018.
describe('useDesignVersion', () => {
  it('reads the stored flag once for every card of a page, not once per card', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    renderAt('/', 24);
    expect(await screen.findAllByText('default')).toHaveLength(24);
    expect(getItem.mock.calls.filter(([key]) => key === 'home').length).toBeLessThanOrEqual(1);
  });

  it('follows the flag this tab keeps (v=1) and another tab writes', async () => {
    renderAt('/?v=1', 3, true);
    expect(await screen.findAllByText('v1')).toHaveLength(3);
    // Kept by the page's effect, which may run after the first v1 render is found.
    await waitFor(() => expect(window.localStorage.getItem('home')).toBe('1'));
    cleanup();

    // Another tab removes the flag: the storage event drops the kept value.
    window.localStorage.removeItem('home');
    document.cookie = 'home=; Path=/; Max-Age=0';
    renderAt('/', 2);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'home' }));
    });
    expect(await screen.findAllByText('default')).toHaveLength(2);
    act(() => {
      window.localStorage.setItem('home', '1');
      window.dispatchEvent(new StorageEvent('storage', { key: 'home' }));
    });
    expect(await screen.findAllByText('v1')).toHaveLength(2);
  });
});
