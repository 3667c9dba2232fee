import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubPartFetch } from '../../hooks/stub-part-fetch';
import { LINK_FOOTER_MENUS } from '../../lib/constants';
import type { FooterMenusData } from '../../lib/resource-types';

/** The footer's two menus as GET /resources/footer-menus answers them (packed, lib/ui/menu.ts). */
const MENUS: FooterMenusData = {
  rodape: [
    {
      id: 1,
      label: 'Institucional',
      href: '/pagina/institucional',
      sub: [{ id: 2, label: 'Quem somos', href: '/pagina/quem-somos' }],
    },
  ],
  maquinas: [{ id: 3, label: 'Máquina de solda inversora', href: '/maquinas-de-solda' }],
};

/** A fresh copy of the footer's modules: what a visit fetched is kept per module instance. */
async function footerModules() {
  const [body, menus] = await Promise.all([import('./footer-body'), import('../../hooks/use-footer-menus')]);
  return { FooterBody: body.FooterBody, ...menus };
}

/** The footer body's markup, rendered inside a router, with or without the server's menus in context. */
async function renderBody(context: FooterMenusData | null): Promise<string> {
  const { FooterBody, FooterMenusContext } = await footerModules();
  const Stub = createRoutesStub([{ path: '/', Component: () => <FooterBody shell={undefined} /> }]);
  return renderToString(
    <FooterMenusContext value={context}>
      <Stub initialEntries={['/']} />
    </FooterMenusContext>,
  );
}

describe('B§2.6 decision 035: the footer’s menus come with the footer, not in the loader data', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('the server render draws the menus the root loader put in the load context', async () => {
    const html = await renderBody(MENUS);
    expect(html).toContain('href="/pagina/quem-somos"');
    expect(html).toContain('Quem somos');
    expect(html).toContain('Máquina de solda inversora');
  });

  it('the browser fetches them once a visit, and the component draws the same markup as the server', async () => {
    const server = await renderBody(MENUS);
    const loader = vi.fn(() => MENUS);
    stubPartFetch(LINK_FOOTER_MENUS, loader);
    const { fetchFooterMenus } = await footerModules();
    expect(await renderBody(null)).not.toContain('Quem somos');

    await fetchFooterMenus();
    await fetchFooterMenus();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(await renderBody(null)).toBe(server);
  });

  it('a failed fetch rejects, so the footer keeps the server’s links, and the next reach asks again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('falha', { status: 503 })),
    );
    const { fetchFooterMenus } = await footerModules();
    await expect(fetchFooterMenus()).rejects.toThrow(LINK_FOOTER_MENUS);

    const loader = vi.fn(() => MENUS);
    stubPartFetch(LINK_FOOTER_MENUS, loader);
    await fetchFooterMenus();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(await renderBody(null)).toContain('Quem somos');
  });

  it('an answer that is not the two menus is refused', async () => {
    stubPartFetch(LINK_FOOTER_MENUS, () => ({ rodape: [] }));
    const { fetchFooterMenus } = await footerModules();
    await expect(fetchFooterMenus()).rejects.toThrow(LINK_FOOTER_MENUS);
  });
});
