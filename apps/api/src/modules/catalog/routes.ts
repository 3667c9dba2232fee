/** The catalogue (B§2.2–2.5, B§7): url/verify, the listings, product and kit detail, "Compre junto", the sitemap. */
import { endpoints, productListingEndpoints, productListingKinds } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { recomputeCombination } from './detail/combinations';
import { listDetail } from './detail/lists';
import { productDetail } from './detail/product-detail';
import { listListing } from './listing/list-listing';
import { productListing } from './listing/product-listing';
import { sitemapIndex, sitemapUrls } from './sitemap';
import { pathOf, resolvePath } from './url-verify';

export function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.urlVerify, async ({ query }) => {
    const result = await resolvePath(ctx.db, pathOf(query.url));
    if (!result) throw notFound();
    return result;
  });

  for (const kind of productListingKinds) {
    route(app, productListingEndpoints[kind], ({ query }) => productListing(ctx, kind, query));
  }
  route(app, endpoints.searchListing, ({ query }) => productListing(ctx, 'search', query));
  route(app, endpoints.listListing, ({ query }) => listListing(ctx, query));

  route(app, endpoints.productDetail, ({ query }) => productDetail(ctx, query.url));
  route(app, endpoints.listDetail, ({ query }) => listDetail(ctx, query.url));
  route(app, endpoints.combination, ({ body }) => recomputeCombination(ctx, body));

  route(app, endpoints.sitemap, () => sitemapIndex(ctx));
  route(app, endpoints.sitemapUrls, ({ query }) => sitemapUrls(ctx, query));
}
