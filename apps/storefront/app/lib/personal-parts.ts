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
 * The shared page with the shopper's parts (`fragment`: her render of every part, in any order) over its marked
 * places, and her data before `</body>`; null when the page or the fragment lacks a part (then the page is drawn for
 * her alone).
 */
export function spliceParts(page: string, fragment: string, state: PersonalState): string | null {
  const places: { start: number; end: number; html: string }[] = [];
  for (const part of PERSONAL_PARTS) {
    const place = findPart(page, part);
    const drawn = findPart(fragment, part);
    if (!place || !drawn) return null;
    places.push({ ...place, html: fragment.slice(drawn.start, drawn.end) });
  }
  const bodyEnd = page.lastIndexOf('</body>');
  if (bodyEnd < 0) return null;
  places.sort((a, b) => a.start - b.start);
  let out = '';
  let from = 0;
  for (const place of places) {
    if (place.start < from) return null;
    out += page.slice(from, place.start) + place.html;
    from = place.end;
  }
  const script = `<script type="application/json" id="${PERSONAL_STATE_ID}">${scriptJson(state)}</script>`;
  return out + page.slice(from, bodyEnd) + script + page.slice(bodyEnd);
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
