import { onDemand } from './on-demand';

/**
 * B§4 countdowns (the season's in the header, a scheduled price's on a product page): the server renders them at the
 * request's time; their code loads as soon as one is drawn, right after the page's (decision 026, `eager`), and ticks
 * from then. No first paint needs it, and a page without a countdown never loads it.
 */
export const { Component: Countdown } = onDemand(() => import('./countdown').then((m) => m.Countdown), {
  eager: true,
});
