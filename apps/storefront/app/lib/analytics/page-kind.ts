import type { Level } from '@vitrine/contract';
import { levels } from '@vitrine/contract/constants';

/**
 * Page kinds for analytics and tracking (T§3): the spec's route names (levels), '404' for the not-found page and
 * 'erro' for the server-error page.
 */
export type PageKind = Level | '404' | 'erro';

/** A route's page kind: fixed, or read from its loader data (the resolver shows what the address turned out to be). */
export type PageHandle = { pageKind: PageKind | ((loaderData: unknown) => PageKind) };

/** A listing's level (estrutura.nivel) as a page kind; anything else counts as a listing of products by category. */
export const listingPageKind = (nivel: string): PageKind =>
  (levels as readonly string[]).includes(nivel) ? (nivel as Level) : 'product/listing/category';

type MatchLike = { handle?: unknown; loaderData?: unknown };

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && 'pageKind' in handle;

/** The page kind of the deepest matched route that declares one; 'page' when none does (e.g. the cart page). */
export function pageKindOf(matches: readonly MatchLike[]): PageKind {
  for (let i = matches.length - 1; i >= 0; i--) {
    const { handle, loaderData } = matches[i]!;
    if (!isPageHandle(handle)) continue;
    return typeof handle.pageKind === 'function' ? handle.pageKind(loaderData) : handle.pageKind;
  }
  return 'page';
}

/**
 * Route ids (app/routes.ts) whose page is a listing. `/{param}` (resolver) counts: B§2.2 shows a listing for every
 * level but page and product detail, and institutional pages live under /pagina.
 */
const LISTING_ROUTE_IDS: ReadonlySet<string> = new Set([
  'product/listing/category',
  'product/listing/brand',
  'product/listing/landing-page',
  'product/listing/search',
  'list/listing',
  'list/listing/search',
  'list/listing/brand',
  'list/listing/landing-page',
  'list/listing/category',
  'resolver',
]);

/** Is the route with this id (app/routes.ts) a listing page? */
export const isListingRoute = (routeId: string | undefined): boolean =>
  routeId !== undefined && LISTING_ROUTE_IDS.has(routeId);
