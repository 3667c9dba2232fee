import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { Layout, loader } from './root';
import { NonceContext } from './hooks/use-nonce';
import { loadFooterLinks, loadShell } from './server/shell/shell.server';

// The root loader's Store API reads, stood in for: what is asked for is the point here, not the answers.
vi.mock('./server/shell/shell.server', () => ({
  loadShell: vi.fn(() => Promise.resolve({ menus: { principal: [], todaLoja: [], contato: [] } })),
  loadFooterLinks: vi.fn(() => Promise.resolve({ rodape: [], maquinas: [], posts: [] })),
}));

const NONCE = 'bm9uY2UtZGUtdGVzdGU=';

/** The document as the server renders it for settings naming `gtm`, with the response's nonce. */
function renderDocument(gtm: string): string {
  const shell = {
    settings: {
      google: { ga: { gtm } },
      sistema: {
        geral: {
          site: {
            nomeDoSite: 'Vitrine',
            razaoSocial: 'Vitrine Ltda.',
            cnpj: '',
            endereco: 'Rua A, 1',
            cep: '05033-002',
            whatsapp: '5511940000000',
            telefone: '(11) 4000-0000',
            email: 'contato@loja.example.com.br',
            atendimento: '',
            linkDownloadSoftware: '/pagina/duvidas-frequentes',
            descontoVistaPercent: 5,
          },
        },
      },
      link: { social: {} },
      loja: { promocoes: [], beneficios: [], contagemRegressiva: { titulo: '', inicio: '', fim: '', link: null } },
    },
    menus: { principal: [], todaLoja: [], contato: [] },
    user: null,
    cartCount: 0,
    wapRender: false,
    menuBanner: Promise.resolve(null),
    formFlash: null,
    designVersion: 'a',
    origin: 'https://loja.example.com.br',
    now: 0,
  };
  const Stub = createRoutesStub([
    { id: 'root', path: '/', loader: () => shell, Component: () => <Layout>{null}</Layout> },
  ]);
  return renderToString(
    <NonceContext value={NONCE}>
      <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: shell } }} />
    </NonceContext>,
  );
}

describe('B§1 tag manager in the root document', () => {
  // The routes stub's manifest has no entry module: <Scripts> preloads an empty address, which React reports.
  beforeEach(() => {
    const report = console.error;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('An empty string ("") was passed to the href attribute')) report(...args);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('a container id: the bootstrap with the nonce in <head>, the no-script iframe first in <body>', () => {
    const html = renderDocument('GTM-AB12CD');
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain(`<script nonce="${NONCE}">`);
    expect(head).toContain('googletagmanager.com/gtm.js?id=');
    expect(head).toContain('"GTM-AB12CD"');
    const body = html.slice(html.indexOf('<body'));
    expect(body).toMatch(
      /^<body[^>]*><noscript><iframe src="https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-AB12CD"/,
    );
  });

  it('no container id, or one that is not a GTM id: no tag manager at all', () => {
    for (const gtm of ['', 'UA-1234', 'GTM-ab12', 'GTM-1"</script>']) {
      const html = renderDocument(gtm);
      expect(html, gtm).not.toContain('googletagmanager');
    }
  });
});

// Decision 035: the footer's links go to the server render through the load context, never into the loader data.
describe('the root loader and the footer’s links', () => {
  afterEach(() => vi.clearAllMocks());
  const run = (context: AppLoadContext) =>
    loader({ request: new Request('https://loja.example.com.br/'), params: {}, context } as Parameters<
      typeof loader
    >[0]);

  it('a document request reads them for the server render, outside the loader data', async () => {
    const context: AppLoadContext = { dataRequest: false };
    const answer = await run(context);
    expect(loadFooterLinks).toHaveBeenCalledTimes(1);
    expect(context.footerLinks).toEqual({ rodape: [], maquinas: [], posts: [] });
    expect(JSON.stringify(answer)).not.toContain('rodape');
  });

  it('a data request (a navigation, a revalidation after a cart post) renders no document: they are not read', async () => {
    const context: AppLoadContext = { dataRequest: true };
    await run(context);
    expect(loadShell).toHaveBeenCalledTimes(1);
    expect(loadFooterLinks).not.toHaveBeenCalled();
    expect(context.footerLinks).toBeUndefined();
  });
});
