import { onDemand } from '../ui/on-demand';

/** The error pages are drawn only when a page fails: their code loads then (decision 026), over the server's markup. */
export const { Component: NotFoundPage } = onDemand(() => import('./not-found-page').then((m) => m.NotFoundPage), {
  eager: true,
});

export const { Component: ServerErrorPage } = onDemand(
  () => import('./server-error-page').then((m) => m.ServerErrorPage),
  { eager: true },
);
