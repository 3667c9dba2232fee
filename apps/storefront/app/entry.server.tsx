import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { DetailPartsContext } from './components/product/detail/detail-part';
import { FooterLinksContext, type FooterLinks } from './hooks/use-footer-links';
import type { DetailParts } from './server/product/product.server';
import { NonceContext } from './hooks/use-nonce';
import { serverErrorToLog } from './lib/server-error-log';
import { STREAM_TIMEOUT_MS } from './server/html/html-stream.server';
import { renderDocument } from './server/html/render-document.server';

declare module 'react-router' {
  interface AppLoadContext {
    /** The response's CSP script nonce (server/request-handler.ts). */
    cspNonce?: string;
    /** Set when a part of the page failed to render: the server's page cache does not keep it (decision 035). */
    renderFailed?: boolean;
    /** The footer's menus and posts, for the server render only (the root loader's; not in its data: decision 035). */
    footerLinks?: FooterLinks;
    /** A detail page's showcases and testimonials, for the server render only (its loader's; issue 38). */
    detailParts?: DetailParts;
    /** A `.data` request (a client navigation's or a revalidation's loader data): no document is rendered for it. */
    dataRequest?: boolean;
  }
}

/**
 * Errors of loaders, actions and the shell: logged when they are the store's fault (a client's 404 or 405 is not; a
 * request the visitor abandoned neither).
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  const logged = serverErrorToLog(error, request);
  if (logged !== null) console.error(logged);
}

/**
 * A shopper's personal parts (decision 044), which the server (host/request-handler.ts) calls from the build directly,
 * without a request through React Router's handler.
 */
export { personalParts } from './server/shell/personal-parts.server';

/** How long deferred data may stream before its boundaries are rejected; the render is aborted a second later. */
export const streamTimeout = STREAM_TIMEOUT_MS;

/**
 * React Router's default streaming render, with the response's CSP nonce on every inline script: React Router's
 * (hydration data, streamed data), React's (streamed Suspense boundaries) and the root's (NonceContext), and the
 * footer's menus and posts, which the root loader leaves out of the loader data (FooterLinksContext), and so are a detail
 * page's showcases and testimonials (DetailPartsContext). Parts ready
 * within a short wait go out in place (server/html/render-document.server.ts); bots and crawlers get the whole
 * document at once.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const userAgent = request.headers.get('user-agent');
  const waitForAll = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;

  const { body, abort } = renderDocument(
    <NonceContext value={nonce}>
      <FooterLinksContext value={loadContext.footerLinks ?? null}>
        <DetailPartsContext value={loadContext.detailParts ?? null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DetailPartsContext>
      </FooterLinksContext>
    </NonceContext>,
    {
      nonce,
      waitForAll,
      onError(error, stage) {
        loadContext.renderFailed = true;
        // Errors of the shell reject and are logged by React Router; later ones (streamed parts) are logged here,
        // unless the visitor went away (the stream closed under React: nothing went wrong on this side).
        if (stage === 'shell') responseStatusCode = 500;
        else if (!request.signal.aborted) console.error(error);
      },
    },
  );
  let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
  return body.then(
    (out) => {
      out.once('finish', () => {
        clearTimeout(timeoutId);
        timeoutId = undefined;
      });
      responseHeaders.set('Content-Type', 'text/html');
      return new Response(createReadableStreamFromReadable(out), {
        headers: responseHeaders,
        status: responseStatusCode,
      });
    },
    (error: unknown) => {
      clearTimeout(timeoutId);
      throw error;
    },
  );
}
