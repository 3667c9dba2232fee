// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Outlet, createRoutesStub } from 'react-router';
import { Link } from '../ui/router-link';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingNavigationSkeleton } from './listing-skeleton';

/** A loader that waits until the test lets it answer. */
function heldLoader(text: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    loader: async () => {
      await held;
      return { text };
    },
    release: () => act(async () => release()),
  };
}

/** The root route: the skeleton around the page, as root.tsx has it. */
const rootRoute = (children: Parameters<typeof createRoutesStub>[0]) => ({
  id: 'root',
  path: '/',
  Component: () => (
    <ListingNavigationSkeleton>
      <Outlet />
    </ListingNavigationSkeleton>
  ),
  children,
});

function renderStore() {
  const search = heldLoader('resultados');
  const brand = heldLoader('marca');
  const product = heldLoader('produto');
  const Stub = createRoutesStub([
    rootRoute([
      {
        id: 'home',
        index: true,
        Component: () => (
          <>
            <p>página inicial</p>
            <Link to="/busca?busca=term">buscar</Link>
            <Link to="/termometro.html">produto</Link>
          </>
        ),
      },
      {
        id: 'product/listing/search',
        path: 'busca',
        loader: search.loader,
        Component: () => (
          <>
            <p>resultados da busca</p>
            <Link to="/marcas/acme">marca</Link>
          </>
        ),
      },
      { id: 'product/listing/brand', path: 'marcas/:marca', loader: brand.loader, Component: () => <p>marca</p> },
      { id: 'product/detail', path: ':produto.html', loader: product.loader, Component: () => <p>o produto</p> },
    ]),
  ]);
  render(<Stub initialEntries={['/']} />);
  return { search, brand, product };
}

const skeleton = () => screen.queryByTestId('listing-skeleton');

describe('ListingNavigationSkeleton', () => {
  afterEach(cleanup);

  it('B§4 listing: the general skeleton stands in for the page while a listing loads, then the listing shows', async () => {
    const { search } = renderStore();
    expect(skeleton()).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'buscar' }));
    expect(await screen.findByTestId('listing-skeleton')).toBeTruthy();
    expect(skeleton()?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Carregando produtos…');
    expect(screen.queryByText('página inicial')).toBeNull();
    await search.release();
    expect(await screen.findByText('resultados da busca')).toBeTruthy();
    expect(skeleton()).toBeNull();
  });

  it('B§4: a page that is no listing keeps the current page while it loads (no listing skeleton)', async () => {
    const { product } = renderStore();
    fireEvent.click(screen.getByRole('link', { name: 'produto' }));
    await act(async () => undefined);
    expect(skeleton()).toBeNull();
    expect(screen.getByText('página inicial')).toBeTruthy();
    await product.release();
    expect(await screen.findByText('o produto')).toBeTruthy();
  });

  it('B§4: from one listing to another the listing stays (it shows its own grid skeleton)', async () => {
    const { search, brand } = renderStore();
    fireEvent.click(screen.getByRole('link', { name: 'buscar' }));
    await search.release();
    expect(await screen.findByText('resultados da busca')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'marca' }));
    await act(async () => undefined);
    expect(skeleton()).toBeNull();
    expect(screen.getByText('resultados da busca')).toBeTruthy();
    await brand.release();
    expect(await screen.findByText('marca')).toBeTruthy();
  });

  it('T§2 Home: the home skeleton, with its banner skeletons, stands in while the home loads on a client navigation', async () => {
    const home = heldLoader('home');
    const Stub = createRoutesStub([
      rootRoute([
        { id: 'home', index: true, loader: home.loader, Component: () => <p>página inicial</p> },
        {
          id: 'product/detail',
          path: ':produto.html',
          Component: () => (
            <>
              <p>o produto</p>
              <Link to="/">início</Link>
            </>
          ),
        },
      ]),
    ]);
    render(<Stub initialEntries={['/termometro.html']} />);
    fireEvent.click(await screen.findByRole('link', { name: 'início' }));
    expect(await screen.findByTestId('home-skeleton')).toBeTruthy();
    expect(screen.getByTestId('banner-skeleton').children).toHaveLength(6);
    expect(screen.getByRole('status').textContent).toBe('Carregando a página inicial…');
    await home.release();
    expect(await screen.findByText('página inicial')).toBeTruthy();
    expect(screen.queryByTestId('home-skeleton')).toBeNull();
  });
});
