import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Script nonces, one per response: made when first asked for (by the CSP header or by the page), then reused. */
const scriptNonces = new WeakMap<ServerResponse, string>();

/** The script nonce of this response: the CSP header names it and every inline script of the page carries it. */
export function scriptNonce(response: ServerResponse): string {
  let nonce = scriptNonces.get(response);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    scriptNonces.set(response, nonce);
  }
  return nonce;
}

/**
 * Security headers. Scripts come from this origin, or are inline with the response's nonce (React Router's hydration
 * data and streamed chunks, the tag manager's bootstrap); no 'unsafe-inline' for scripts. Styles keep
 * 'unsafe-inline' (custom layouts, layoutPersonalizado, carry inline CSS; React renders style attributes), which is
 * why the nonce is made here for script-src only: a nonce in style-src makes browsers ignore its 'unsafe-inline'.
 * Google Tag Manager (and the Analytics it loads) is admitted because the settings may name a container.
 */
export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        (_request, response) => `'nonce-${scriptNonce(response)}'`,
        'https://www.googletagmanager.com',
      ],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [
        "'self'",
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ],
      frameSrc: [
        "'self'",
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
        'https://www.googletagmanager.com',
      ],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // Images and videos of other origins (banners, YouTube) must still load.
  crossOriginEmbedderPolicy: false,
  // Helmet's default 'no-referrer' makes browsers send `Origin: null` on plain form posts, which React Router's
  // action guard refuses (400): same-origin keeps the origin for our own forms and still tells other sites nothing.
  referrerPolicy: { policy: 'same-origin' },
};

/**
 * Puts the security headers on every answer, from one helmet middleware made at start-up: its fixed headers are
 * computed once and only the CSP's nonce per response. (The Fastify wrapper of helmet builds the whole middleware
 * again on every request: a tenth of a millisecond of CPU per answer, a tenth of a warm photo's cost.)
 */
export function securityHeaders(app: FastifyInstance): void {
  const apply = helmet(helmetOptions);
  app.addHook('onRequest', (request, reply, done) =>
    apply(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
}
