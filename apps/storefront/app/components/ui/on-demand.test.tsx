import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

function Greeting({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      Olá, {name} ({clicks})
    </button>
  );
}

/** What the server sends for the part: the wrapper with the component inside (its copy is loaded as it starts). */
const serverHtml = renderToString(
  <div className="contents">
    <Greeting name="Ana" />
  </div>,
);

describe('onDemand (decision 026)', () => {
  let container: HTMLElement;
  afterEach(() => container.remove());

  it('hydration keeps the server markup untouched until the code is loaded, then the component takes over', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Component: Part, preload } = onDemand(load);
    container = document.createElement('div');
    container.innerHTML = `<p>antes</p>${serverHtml}`;
    document.body.append(container);
    const errors: unknown[] = [];

    await act(async () => {
      hydrateRoot(
        container,
        <>
          <p>antes</p>
          <Part name="Ana" />
        </>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')?.textContent).toBe('Olá, Ana (0)');

    await act(async () => {
      await preload();
    });
    expect(load).toHaveBeenCalledTimes(1);
    const button = container.querySelector('button');
    expect(button?.textContent).toBe('Olá, Ana (0)');
    // The button is React's now: a click updates it.
    await act(async () => button?.click());
    expect(container.querySelector('button')?.textContent).toBe('Olá, Ana (1)');
    expect(container.querySelectorAll('button')).toHaveLength(1);
  });

  it('preload loads the code once, however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { preload } = onDemand(load);
    container = document.createElement('div');
    await Promise.all([preload(), preload()]);
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
