import type { User } from '@vitrine/contract';
import type { TrackingCart } from './analytics/tracking';

/**
 * A shopper's personal parts over the shared page (decision 044). A shopper with a session is served the page an
 * anonymous visitor gets (the process's page cache keeps it, never anything of hers); the parts that are hers — the
 * greeting with her name (two of them: from 768 px and below), the cart counter — are drawn per request from the one
 * user-and-cart call and written over the marked places of that page on the way out, with her data as a JSON script
 * the root reads before hydrating, so that the first client render draws what the server wrote.
 */

/** The attribute that marks a personal part's element; its value names the part. */
const PART_ATTRIBUTE = 'data-parte-pessoal';
/** The personal parts, each the root element of its component (components/header/account-links.tsx). */
const PERSONAL_PARTS = ['saudacao', 'saudacao-linha', 'carrinho'] as const;
export type PersonalPart = (typeof PERSONAL_PARTS)[number];
/** The id of the JSON script with the shopper's data. */
export const PERSONAL_STATE_ID = 'partes-pessoais';

/** What the personal parts draw: the root loader's user and cart, as the shopper's own render would have them. */
export type PersonalState = { user: User | null; cartCount: number | null; cartTracking: TrackingCart | null };

/** Where a marked element starts and ends (end: just past its closing tag) in React's markup. */
export function findPart(html: string, part: PersonalPart): { start: number; end: number } | null {
  const at = html.indexOf(` ${PART_ATTRIBUTE}="${part}"`);
  if (at < 0) return null;
  const start = html.lastIndexOf('<', at);
  const tag = /^<([a-z][a-z0-9-]*)/.exec(html.slice(start, at + 1))?.[1];
  if (start < 0 || tag === undefined) return null;
  // React's markup is well formed and escapes `<` in text and attributes: count the tag's openings and closings.
  const pattern = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] === '/' ? -1 : 1;
    if (depth === 0) {
      const close = html.indexOf('>', match.index);
      return close < 0 ? null : { start, end: close + 1 };
    }
  }
  return null;
}

/** JSON safe inside a <script> element: no `<` to close it or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shared page cut around its personal parts (decision 044): the text before the first part, between each two,
 * and after the last, with the end of the body as one more cut (her data's script goes there); null when the page
 * lacks a part. The page's runs and her pieces (`personalPieces`) alternate: run, piece, run, …, run; `order` says
 * which part each piece is.
 */
export function pageRuns(page: string): { runs: string[]; order: PersonalPart[] } | null {
  const places: { part?: PersonalPart; start: number; end: number }[] = [];
  for (const part of PERSONAL_PARTS) {
    const place = findPart(page, part);
    if (!place) return null;
    places.push({ part, ...place });
  }
  const bodyEnd = page.lastIndexOf('</body>');
  if (bodyEnd < 0) return null;
  places.sort((a, b) => a.start - b.start);
  const order = places.map((place) => place.part as PersonalPart);
  places.push({ start: bodyEnd, end: bodyEnd });
  const runs: string[] = [];
  let from = 0;
  for (const place of places) {
    if (place.start < from) return null;
    runs.push(page.slice(from, place.start));
    from = place.end;
  }
  runs.push(page.slice(from));
  return { runs, order };
}

/**
 * The shopper's pieces in the order `pageRuns` cuts the page: her render of each part in the page's order of the
 * parts (`order`, from `pageRuns`), then her data's script; null when the fragment lacks a part.
 */
export function personalPieces(
  fragment: string,
  state: PersonalState,
  order: readonly PersonalPart[],
): string[] | null {
  const pieces: string[] = [];
  for (const part of order) {
    const drawn = findPart(fragment, part);
    if (!drawn) return null;
    pieces.push(fragment.slice(drawn.start, drawn.end));
  }
  pieces.push(`<script type="application/json" id="${PERSONAL_STATE_ID}">${scriptJson(state)}</script>`);
  return pieces;
}

/**
 * The shared page with the shopper's parts (`fragment`: her render of every part, in any order) over its marked
 * places, and her data before `</body>`; null when the page or the fragment lacks a part (then the page is drawn for
 * her alone).
 */
export function spliceParts(page: string, fragment: string, state: PersonalState): string | null {
  const cut = pageRuns(page);
  const pieces = cut ? personalPieces(fragment, state, cut.order) : null;
  if (!cut || !pieces) return null;
  return cut.runs.map((run, i) => run + (pieces[i] ?? '')).join('');
}

let initial: { root: object; state: PersonalState } | null | undefined;

/**
 * The root loader's data with the shopper's personal parts of the served page (browser only): the data the page was
 * hydrated from is the anonymous visitor's, so until the root loads again (after a form post) her parts come from the
 * page's JSON script. Elsewhere, or without the script, the data as it is.
 */
export function withPersonalState<T extends object>(root: T): T {
  // Read through globalThis: the server's code (without the DOM's types) imports this module too.
  const page = (globalThis as { document?: { getElementById(id: string): { textContent: string | null } | null } })
    .document;
  if (page === undefined) return root;
  if (initial === undefined) {
    const script = page.getElementById(PERSONAL_STATE_ID);
    initial = script?.textContent ? { root, state: JSON.parse(script.textContent) as PersonalState } : null;
  }
  return initial && initial.root === root ? { ...root, ...initial.state } : root;
}
