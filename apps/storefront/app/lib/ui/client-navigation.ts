/**
 * On-demand parts (components/ui/on-demand.tsx) of a page that a client-side navigation can bring: such a page draws
 * them without server markup, so their code is asked for as soon as the page's own module is evaluated, alongside
 * its data, not once it renders (issue 38). On a first visit the page's modules are evaluated before the document
 * has loaded: nothing is asked for then, and each part's code waits for the shopper to reach it.
 */
export function reachAfterFirstLoad(...parts: readonly { reach: () => void }[]): void {
  if (typeof document === 'undefined' || document.readyState !== 'complete') return;
  for (const part of parts) part.reach();
}
