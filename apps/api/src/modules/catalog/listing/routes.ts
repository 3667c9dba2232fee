/** GET /url/product/listing/{category,brand,landing-page,search} and GET /url/list/listing (B§7). */
import type { FastifyInstance } from 'fastify';
import { listListingQuerySchema, listingQuerySchema, searchQuerySchema } from '@vitrine/contract';
import type { AppContext } from '../../../context';
import { parseInput } from '../../../lib/validate';
import { listListing } from './list-listing';
import { productListing } from './product-listing';
import type { ListingKind } from './subject';

const KINDS: readonly Exclude<ListingKind, 'search'>[] = ['category', 'brand', 'landing-page'];

export function listingRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const kind of KINDS) {
    app.get(`/url/product/listing/${kind}`, async (request) =>
      productListing(ctx, kind, parseInput(listingQuerySchema, request.query)),
    );
  }
  app.get('/url/product/listing/search', async (request) =>
    productListing(ctx, 'search', parseInput(searchQuerySchema, request.query)),
  );
  app.get('/url/list/listing', async (request) => listListing(ctx, parseInput(listListingQuerySchema, request.query)));
}
