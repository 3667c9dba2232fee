import type { Level } from '@vitrine/contract';

/** Page kinds for analytics and tracking (T§3): the spec's route names. */
type PageKind = Level | 'marcas' | 'resolver';

export type PageHandle = { pageKind: PageKind };

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
