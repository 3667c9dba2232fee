import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LINK_FOOTER_LINKS } from '../../lib/constants';
import type { FooterLinksData } from '../../lib/resource-types';

/** The footer's two menus (packed, lib/ui/menu.ts) and the blog's posts as GET /resources/footer-links answers them. */
const LINKS: FooterLinksData = {
  rodape: [
    {
      id: 1,
      label: 'Institucional',
      href: '/pagina/institucional',
      sub: [{ id: 2, label: 'Quem somos', href: '/pagina/quem-somos' }],
    },
  ],
  maquinas: [{ id: 3, label: 'Máquina de solda inversora', href: '/maquinas-de-solda' }],
  posts: [
    { id: 4, link: 'https://blog.example.com.br/calibracao/', title: { rendered: 'Calibração &#8211; quando fazer' } },
  ],
};

/** A fresh copy of the footer's modules: what a visit fetched is kept per module instance. */
async function footerModules() {
  const [body, links] = await Promise.all([import('./footer-body'), import('../../hooks/use-footer-links')]);
  return {
    FooterBody: body.FooterBody,
    keepFooterLinks: body.keepFooterLinks,
    FooterLinksContext: links.FooterLinksContext,
  };
}

/** The footer body's markup, rendered inside a router, with or without the server's menus in context. */
async function renderBody(context: FooterLinksData | null): Promise<string> {
  const { FooterBody, FooterLinksContext } = await footerModules();
  const Stub = createRoutesStub([{ path: '/', Component: () => <FooterBody shell={undefined} /> }]);
  return renderToString(
    <FooterLinksContext value={context}>
      <Stub initialEntries={['/']} />
    </FooterLinksContext>,
  );
}

describe('B§2.6 decision 035: the footer’s menus and posts come with the footer, not in the loader data', () => {
  beforeEach(() => vi.resetModules());

  it('the server render draws the menus and posts the root loader put in the load context', async () => {
    const html = await renderBody(LINKS);
    expect(html).toContain('href="/pagina/quem-somos"');
    expect(html).toContain('Quem somos');
    expect(html).toContain('Máquina de solda inversora');
    expect(html).toContain('Calibração – quando fazer');
  });

  it('in the browser the component draws the answer that came with its code: the same markup as the server', async () => {
    const server = await renderBody(LINKS);
    const { keepFooterLinks } = await footerModules();
    expect(await renderBody(null)).not.toContain('Quem somos');

    keepFooterLinks(JSON.parse(JSON.stringify(LINKS)));
    expect(await renderBody(null)).toBe(server);
  });

  it('a failed call or an answer that is not the two menus and the posts throws, so the server’s links stay', async () => {
    const { keepFooterLinks } = await footerModules();
    for (const answer of [
      null,
      { rodape: [] },
      { ...LINKS, posts: [{ id: 1, link: '/blog' }] },
      { ...LINKS, maquinas: null },
    ]) {
      expect(() => keepFooterLinks(answer)).toThrow(LINK_FOOTER_LINKS);
    }
    expect(await renderBody(null)).not.toContain('Quem somos');
  });
});
