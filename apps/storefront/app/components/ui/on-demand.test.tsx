import { act } from '@testing-library/react';
import { useState, type ComponentType, type FormEvent, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maskPhone } from '../../lib/forms/masks';
import { onDemand } from './on-demand';

function Greeting({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      Olá, {name} ({clicks})
    </button>
  );
}

/** A form with a controlled field: what it holds shows in the paragraph; each submission is counted. */
function Signup({ onSend }: { onSend: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend(email);
  };
  return (
    <form method="post" action="/resources/forms/newsletter-rodape" onSubmit={submit}>
      <input name="email" aria-label="E-mail" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit">Cadastrar</button>
      <p>{email}</p>
    </form>
  );
}

/** A masked phone field, as the 'Sob Consulta' form draws it (controlled: the mask reformats each value). */
function Phone() {
  const [phone, setPhone] = useState('');
  return (
    <input name="contato" aria-label="Telefone" value={phone} onChange={(e) => setPhone(maskPhone(e.target.value))} />
  );
}

/** Two choices whose handler builds on the state the other set (as the 'Compre junto' pair does). */
function Pair() {
  const [chosen, setChosen] = useState<[string | null, string | null]>([null, null]);
  const choose = (index: 0 | 1, value: string) => setChosen(index === 0 ? [value, chosen[1]] : [chosen[0], value]);
  return (
    <form>
      {(['a', 'b'] as const).map((group, index) => (
        <fieldset key={group}>
          {['1', '2'].map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={group}
                value={value}
                checked={chosen[index] === value}
                onChange={() => choose(index as 0 | 1, value)}
              />
              {group}
              {value}
            </label>
          ))}
        </fieldset>
      ))}
      <output>{chosen.join(',')}</output>
    </form>
  );
}

/** The server's markup of a part, and the page hydrated around it (its code not loaded yet). */
async function hydratePart(part: ReturnType<typeof onDemand<{ onSend: (email: string) => void }>>, onSend = vi.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <div className="contents" data-on-demand="">
      <Signup onSend={onSend} />
    </div>,
  );
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <part.Component onSend={onSend} />);
  });
  return { container, onSend };
}

/** The server's markup of a part without props (`server`), and the page hydrated around `Part` (its code not loaded). */
async function hydrateAlone(Part: ComponentType, server: ReactElement) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(
    <div className="contents" data-on-demand="">
      {server}
    </div>,
  );
  document.body.append(root);
  await act(async () => {
    hydrateRoot(root, <Part />);
  });
  return root;
}

/** What the server sends for the part: the wrapper with the component inside (its copy is loaded as it starts). */
const serverHtml = renderToString(
  <div className="contents" data-on-demand="">
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

  it('what the shopper typed and the focus carry over to the component when its code arrives', async () => {
    const part = onDemand(() => Promise.resolve(Signup));
    ({ container } = await hydratePart(part));
    const field = container.querySelector('input') as HTMLInputElement;
    field.focus();
    field.value = 'ana@exemplo.com.br';
    await act(async () => {
      await part.preload();
    });
    const now = container.querySelector('input') as HTMLInputElement;
    expect(now.value).toBe('ana@exemplo.com.br');
    // React's state has it too (the paragraph follows the field).
    expect(container.querySelector('p')?.textContent).toBe('ana@exemplo.com.br');
    expect(document.activeElement).toBe(now);
  });

  it('issue 24: digits typed before the code arrives are masked once it does, the caret after the same digits', async () => {
    const part = onDemand(() => Promise.resolve(Phone));
    container = await hydrateAlone(part.Component, <Phone />);
    const field = container.querySelector('input') as HTMLInputElement;
    field.focus();
    field.value = '11';
    field.setSelectionRange(2, 2);
    await act(async () => {
      await part.preload();
    });
    const now = container.querySelector('input') as HTMLInputElement;
    expect(now.value).toBe('(11');
    // At the end, as typed: the next digit follows the two (it went between them: '(19) 18765-4321').
    expect([now.selectionStart, now.selectionEnd]).toEqual([3, 3]);
    expect(document.activeElement).toBe(now);
  });

  it('choices made in the server markup each reach the component, which sees the earlier one when given the next', async () => {
    const part = onDemand(() => Promise.resolve(Pair));
    container = await hydrateAlone(part.Component, <Pair />);
    for (const value of ['a2', 'b1']) {
      const radio = [...container.querySelectorAll('label')].find((label) => label.textContent === value);
      radio?.querySelector('input')?.click();
    }
    await act(async () => {
      await part.preload();
    });
    expect(container.querySelector('output')?.textContent).toBe('2,1');
    const checked = [...container.querySelectorAll<HTMLInputElement>('input:checked')].map((input) => input.name);
    expect(checked).toEqual(['a', 'b']);
  });

  it('a submission made before the code arrives waits for it and is made again with it', async () => {
    let resolve: (component: typeof Signup) => void = () => {};
    const part = onDemand(() => new Promise<typeof Signup>((done) => (resolve = done)));
    const hydrated = await hydratePart(part);
    container = hydrated.container;
    const field = container.querySelector('input') as HTMLInputElement;
    field.value = 'ana@exemplo.com.br';
    const submitted = vi.fn((event: Event) => event.defaultPrevented);
    container.addEventListener('submit', submitted);
    await act(async () => {
      container.querySelector('form')?.requestSubmit();
    });
    // The server's form did not post: its submission waits for the code.
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.results[0]?.value).toBe(true);
    expect(hydrated.onSend).not.toHaveBeenCalled();
    await act(async () => {
      resolve(Signup);
      await part.preload();
    });
    expect(hydrated.onSend).toHaveBeenCalledExactlyOnceWith('ana@exemplo.com.br');
  });
});

/** A part with links to this site, drawn by the component as React Router links would be (their own click handler). */
function Links({ onFollow, hrefs = ['/data-loggers'] }: { onFollow: (href: string) => void; hrefs?: string[] }) {
  return (
    <nav>
      {hrefs.map((href) => (
        <a
          key={href}
          href={href}
          onClick={(event) => {
            event.preventDefault();
            onFollow(event.currentTarget.getAttribute('href') ?? '');
          }}
        >
          {href}
        </a>
      ))}
    </nav>
  );
}

/** The server's markup of `Links` with `hrefs`, and the page hydrated around a part drawing `drawn` once loaded. */
async function hydrateLinks(hrefs: string[], drawn: string[]) {
  let resolve: (component: typeof Links) => void = () => undefined;
  const { Component: Part } = onDemand<{ onFollow: (href: string) => void; hrefs?: string[] }>(
    () => new Promise((done) => (resolve = done)),
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <div className="contents" data-on-demand="">
      <Links onFollow={() => undefined} hrefs={hrefs} />
    </div>,
  );
  document.body.append(container);
  const onFollow = vi.fn();
  await act(async () => {
    hydrateRoot(container, <Part onFollow={onFollow} hrefs={drawn} />);
  });
  const load = () =>
    act(async () => {
      resolve(Links);
      await new Promise((done) => setTimeout(done, 20));
    });
  return { container, onFollow, load };
}

const plainClick = () => new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });

describe('onDemand links (decision 026)', () => {
  it('B§2.1 a click on a link to this site before the code arrives waits for it and is made on the component’s link', async () => {
    const { container, onFollow, load } = await hydrateLinks(['/data-loggers'], ['/data-loggers']);
    const click = plainClick();
    await act(async () => {
      container.querySelector('a')!.dispatchEvent(click);
    });
    // Not followed as a whole-page load: held until the code is there.
    expect(click.defaultPrevented).toBe(true);
    expect(onFollow).not.toHaveBeenCalled();
    expect(container.querySelector('[data-on-demand]')).not.toBeNull();
    await load();
    expect(container.querySelector('[data-on-demand]')).toBeNull();
    expect(onFollow).toHaveBeenCalledWith('/data-loggers');
    container.remove();
  });

  it('B§2.1 the held click follows the same address when the component draws more links before it', async () => {
    const { container, onFollow, load } = await hydrateLinks(
      ['/data-loggers', '/termometros'],
      ['/blog/novidades', '/data-loggers', '/termometros'],
    );
    await act(async () => {
      container.querySelectorAll('a')[1]!.dispatchEvent(plainClick());
    });
    await load();
    expect(onFollow.mock.calls).toEqual([['/termometros']]);
    container.remove();
  });
});
