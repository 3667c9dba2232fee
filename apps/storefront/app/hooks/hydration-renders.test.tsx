import { act } from '@testing-library/react';
import { Profiler, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../components/ui/carousel';
import { onDemand } from '../components/ui/on-demand';
import { JsField } from '../components/forms/js-field';
import { perViewStyle } from '../lib/ui/carousel';
import { useDesignVersion } from './use-design-version';

/** What the router tells the design version: the root's loader data and the address. */
const router = vi.hoisted(() => ({ designVersion: 'default', search: '', hash: '' }));
vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useRouteLoaderData: () => ({ designVersion: router.designVersion }),
  useLocation: () => ({ pathname: '/', search: router.search, hash: router.hash, state: null, key: 'default' }),
}));

// Called once in each render of a carousel: counts them.
vi.mock('../lib/ui/carousel', async (original) => {
  const module = await original<typeof import('../lib/ui/carousel')>();
  return { ...module, perViewStyle: vi.fn(module.perViewStyle) };
});

let roots: Root[] = [];
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = '';
  window.localStorage.clear();
  // The kept `home` flag is dropped as another tab's write drops it.
  window.dispatchEvent(new StorageEvent('storage', { key: 'home' }));
  Object.assign(router, { designVersion: 'default', search: '', hash: '' });
});

/** The server's HTML of `page`, then the browser hydrating it; each commit in which `page` rendered, by phase. */
async function hydrate(page: () => ReactElement): Promise<{ container: HTMLElement; commits: string[] }> {
  const commits: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  await act(async () => {
    roots.push(
      hydrateRoot(
        container,
        <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
          {page()}
        </Profiler>,
      ),
    );
  });
  return { container, commits };
}

/** Counts the renders of what it wraps (a slide, the body below the header). */
function Counted({ commits, children }: { commits: string[]; children: ReactElement }) {
  return (
    <Profiler id="counted" onRender={(_id, phase) => commits.push(phase)}>
      {children}
    </Profiler>
  );
}

function VersionReader() {
  return <p data-versao={useDesignVersion()}>{useDesignVersion()}</p>;
}

// Decision 045: what the server drew is what the browser draws first, and nothing is drawn again after hydration
// unless the browser knows something the server did not (issue 38: the synchronous render after hydration was the
// load's longest task).
describe('no render again after hydration (decision 045, issue 38)', () => {
  it('B§4: a page whose browser resolves the server’s design version is hydrated and not drawn again', async () => {
    const { container, commits } = await hydrate(() => <VersionReader />);
    expect(container.textContent).toBe('default');
    expect(commits).toEqual(['mount']);
  });

  it('B§4: a version only the browser knows (the stored home flag without its cookie) still shows once hydrated', async () => {
    window.localStorage.setItem('home', '1');
    const { container, commits } = await hydrate(() => <VersionReader />);
    expect(container.textContent).toBe('v1');
    expect(commits).toEqual(['mount', 'update']);
  });

  it('a carousel is hydrated once: its dots, which depend on the width, are drawn again alone', async () => {
    vi.mocked(perViewStyle).mockClear();
    const { container } = await hydrate(() => (
      <Carousel
        label="Mais vendidos"
        perView={{ base: 1 }}
        gap={{ base: 8 }}
        dots="always"
        autoplay={{ ms: 5000, media: 'all' }}
      >
        {['a', 'b', 'c'].map((name) => (
          <span key={name}>{name}</span>
        ))}
      </Carousel>
    ));
    // The server HTML has no dots (it knows no width); the browser's three pages are drawn once hydrated.
    expect(container.querySelectorAll('.carousel-dot')).toHaveLength(3);
    // Once for the server's HTML, once hydrating: not again for the width, the motion preference or Embla's viewport.
    expect(perViewStyle).toHaveBeenCalledTimes(2);
  });

  it('an on-demand part over the server’s markup is not drawn again nor loaded; one mounted later loads at once', async () => {
    const load = vi.fn(async () => () => <p>Carregado</p>);
    const part = onDemand(load);
    const { container, commits } = await hydrate(() => (
      <div>
        <part.Component />
      </div>
    ));
    expect(commits).toEqual(['mount']);
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('[data-on-demand]')).not.toBeNull();

    // A client-side navigation draws it with no server markup to keep: its code is asked for at once.
    const later = document.createElement('div');
    document.body.append(later);
    await act(async () => {
      const root = createRoot(later);
      roots.push(root);
      root.render(<part.Component />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => part.preload());
    expect(later.textContent).toBe('Carregado');
  });

  it('T§2: the js=1 field is added once hydrated, without drawing the form around it again', async () => {
    const fields: string[] = [];
    const { container } = await hydrate(() => (
      <form method="post" action="/resources/cart">
        <Counted commits={fields}>
          <input type="hidden" name="redirectTo" value="/" />
        </Counted>
        <JsField />
      </form>
    ));
    expect(renderToString(<JsField />)).toBe('');
    expect(container.querySelector('input[name="js"]')?.getAttribute('value')).toBe('1');
    expect(fields).toEqual(['mount']);
  });
});
