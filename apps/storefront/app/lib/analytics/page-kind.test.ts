import { describe, expect, it } from 'vitest';
import routes from '../../routes';
import { isListingRoute } from './page-kind';

/** Route modules that render a listing page (B§2.1, B§2.2: the resolver shows a listing for listing levels). */
const LISTING_MODULES = [
  'routes/category-listing.tsx',
  'routes/brand-listing.tsx',
  'routes/landing-page-listing.tsx',
  'routes/search.tsx',
  'routes/list-listing.tsx',
  'routes/resolver.tsx',
];

describe('isListingRoute', () => {
  it('B§2.1, B§4: knows exactly the route ids of routes.ts whose module renders a listing', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(isListingRoute(route.id), `${route.id} (${route.file})`).toBe(LISTING_MODULES.includes(route.file));
    }
    expect(isListingRoute(undefined)).toBe(false);
  });
});
