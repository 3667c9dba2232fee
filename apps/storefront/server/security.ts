import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Security headers. Scripts come from this origin only; React Router's hydration data is an inline script, and
 * custom layouts (layoutPersonalizado) may carry inline CSS, hence 'unsafe-inline' for those two kinds.
 * Google Tag Manager is admitted because the settings may name a container.
 */
export const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://www.google-analytics.com'],
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
