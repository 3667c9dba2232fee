import { useMemo, type ReactNode } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { SideCartProvider } from './components/cart/side-cart';
import { NotFoundPage, ServerErrorPage } from './components/error/error-pages';
import { ContactFloat } from './components/layout/deferred-contact-float';
import { NavigationEffects } from './components/layout/navigation-effects';
import { PageView } from './components/layout/page-view';
import { ShellDialogs } from './components/layout/shell-dialogs';
import { SiteFooter } from './components/footer/site-footer';
import { SiteHeader } from './components/header/site-header';
import { TagManagerNoScript, TagManagerScript } from './components/layout/tag-manager';
import { ListingNavigationSkeleton } from './components/listing/listing-skeleton';
import { LINK_CART_ACTION } from './lib/cart-constants';
import { NOT_FOUND_TITLE } from './lib/constants';
import { pageMeta } from './lib/seo/meta';
import { unpackMenu } from './lib/ui/menu';
import { isBackOfficePath } from './lib/navigation/back-office';
import { pageKindOf } from './lib/analytics/page-kind';
import { useNonce } from './hooks/use-nonce';
import { gtmContainerId } from './lib/analytics/tag-manager';
import { requestDesignVersion } from './server/shell/design-version.server';
import { readFormFlash } from './server/forms/post.server';
import { publicOrigin } from './server/shell/origin.server';
import { loadFooterLinks, loadShell } from './server/shell/shell.server';
import { env } from './server/shell/env.server';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The shell, the answer a plain form post brought back to this page (read once, decision 017) and the design version
 * of the visit (B§4, decision 018). The footer's menus and posts go to the server render only, through the
 * load context (entry.server.tsx): the browser asks for them with the footer's code (decision 035).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [shell, flash, footerLinks] = await Promise.all([
    loadShell(request),
    readFormFlash(request),
    // Only a document's render draws them: a data request (a navigation, a revalidation after a cart post) skips them.
    context.dataRequest ? null : loadFooterLinks(request),
  ]);
  if (footerLinks) context.footerLinks = footerLinks;
  const design = requestDesignVersion(request);
  const headers = new Headers();
  if (flash) headers.append('Set-Cookie', flash.clear);
  if (design.setCookie) headers.append('Set-Cookie', design.setCookie);
  return data(
    {
      ...shell,
      formFlash: flash?.flash ?? null,
      designVersion: design.version,
      origin: publicOrigin(request),
      // T§1 the external shop area's origin (SHOP_AREA_URL), or null: its links stay on this store (issue 25).
      shopArea: env.shopAreaOrigin,
      // The request's time: countdowns render for it on the server and hydrate from it (B§4).
      now: Date.now(),
    },
    { headers },
  );
}

/**
 * Settings and menus are the same on every page; user and cart change only after a form submission. A change of
 * the side cart asks no other route to reload, but the root's cart count follows it.
 */
export function shouldRevalidate({ formMethod, formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod === undefined || formMethod.toUpperCase() === 'GET') return false;
  return formAction === LINK_CART_ACTION ? true : defaultShouldRevalidate;
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return pageMeta(loaderData, notFound ? NOT_FOUND_TITLE : 'Indisponível');
  }
  return pageMeta(loaderData, null);
}

/** Without JavaScript the footer shows at once (pop-ups open as the address's target: app.css `.target-dialog`). */
/** Without JavaScript the footer shows, and controls only a script can work (`js-only`) are not drawn. */
const NO_SCRIPT_STYLE = '.site-footer[data-visible="false"]{display:block}.js-only{display:none!important}';

/** The root's data with its menus unpacked (once per loader answer). */
function useShell() {
  const root = useRouteLoaderData<typeof loader>('root');
  return useMemo(
    () =>
      root && {
        ...root,
        menus: {
          principal: unpackMenu(root.menus.principal),
          todaLoja: unpackMenu(root.menus.todaLoja),
          contato: unpackMenu(root.menus.contato),
        },
      },
    [root],
  );
}

/** The back office's document: no shop header, footer, cart, contact buttons or tag manager (never linked either way). */
function BackOfficeLayout({ children, nonce }: { children: ReactNode; nonce: string | undefined }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-gray-50 text-gray-900 antialiased">
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const backOffice = isBackOfficePath(useLocation().pathname);
  const shell = useShell();
  const site = shell?.settings?.sistema.geral.site;
  const contacts = shell?.menus.contato ?? [];
  const nonce = useNonce();
  // B§1: a tag manager only when the settings name a container; the default store loads no third-party script.
  const gtm = gtmContainerId(shell?.settings?.google.ga.gtm);
  if (backOffice) return <BackOfficeLayout nonce={nonce}>{children}</BackOfficeLayout>;
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {gtm ? <TagManagerScript containerId={gtm} /> : null}
        <Meta />
        <Links />
        <noscript>
          <style>{NO_SCRIPT_STYLE}</style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col bg-white text-gray-900 antialiased">
        {gtm ? <TagManagerNoScript containerId={gtm} /> : null}
        <ShellDialogs phone={site?.telefone ?? null} contacts={contacts}>
          <SideCartProvider shellCount={shell?.cartCount ?? null}>
            <SiteHeader shell={shell} />
            <main id="conteudo" className="flex-1">
              {children}
            </main>
            <SiteFooter shell={shell} />
            {contacts.length > 0 ? <ContactFloat contacts={contacts} /> : null}
          </SideCartProvider>
        </ShellDialogs>
        <NavigationEffects />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { user, cartTracking } = useLoaderData<typeof loader>();
  const kind = pageKindOf(useMatches());
  if (isBackOfficePath(useLocation().pathname)) return <Outlet />;
  return (
    <>
      <PageView kind={kind} user={user} cart={cartTracking} />
      <ListingNavigationSkeleton>
        <Outlet />
      </ListingNavigationSkeleton>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const root = useRouteLoaderData<typeof loader>('root');
  const user = root?.user ?? null;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <PageView kind={notFound ? '404' : 'erro'} user={user} cart={root?.cartTracking ?? null} />
      {notFound ? <NotFoundPage /> : <ServerErrorPage here={`${location.pathname}${location.search}`} />}
    </>
  );
}
