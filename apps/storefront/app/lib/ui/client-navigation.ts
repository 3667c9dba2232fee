/** Whether the first page has hydrated: a page module evaluated after that came with a client-side navigation. */
let firstPageHydrated = false;

/** Called once by the root when the first page has hydrated (an effect of its first commit). */
export function markFirstPageHydrated(): void {
  firstPageHydrated = true;
}

/**
 * On-demand parts (components/ui/on-demand.tsx) of a page that a client-side navigation can bring: such a page draws
 * them without server markup, so their code is asked for as soon as the page's own module is evaluated, alongside
 * its data, not once it renders (issue 38). On a first visit the page's modules are evaluated before the page
 * hydrates (and, since decision 047, possibly after the document has loaded): nothing is asked for then, and each
 * part's code waits for the shopper to reach it.
 */
export function reachAfterFirstLoad(...parts: readonly { reach: () => void }[]): void {
  if (!firstPageHydrated) return;
  for (const part of parts) part.reach();
}
