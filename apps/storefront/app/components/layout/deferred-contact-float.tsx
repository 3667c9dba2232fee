import { onDemand } from '../ui/on-demand';

/**
 * The floating contact button (B§2.6, T§2): the server renders it; its code (opening the pop-up, stepping aside from
 * what it would cover) loads right after the page's (decision 026, `eager`), not with it. A press before the code is
 * there opens the pop-up once it is (decision 034).
 */
export const { Component: ContactFloat } = onDemand(() => import('./contact-float').then((m) => m.ContactFloat), {
  eager: true,
});
