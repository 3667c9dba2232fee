/**
 * Store-wide content (B§7, T§7): settings, menus, brands, banners, showcases, blog posts, institutional pages and
 * the home page's calls.
 */
import { endpoints } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { catalogVersion } from '../catalog/catalog-version';
import { readBanners } from './banners';
import { readActivePopup, readHome, readStoreReviews } from './home';
import { readMenu } from './menus';
import { readPage } from './pages';
import { readShowcase } from './showcases';
import { readBlogPosts, readBrands, readSettings } from './site';

export function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.settings, () => readSettings(ctx));
  // What the storefront's shared answers are kept under (decision 036): a moderation bumps it.
  route(app, endpoints.contentVersion, async () => ({ versao: await catalogVersion(ctx.db) }));
  route(app, endpoints.menu, async ({ params }) => ({ menu: await readMenu(ctx, params.slug) }));
  route(app, endpoints.brands, async ({ query }) => ({ marcas: await readBrands(ctx, query.ativo) }));
  route(app, endpoints.banners, async ({ params, query }) => ({
    banners: await readBanners(ctx, params.slot, query.idNivel ?? null, query.limit),
  }));
  route(app, endpoints.showcase, ({ params, query }) => readShowcase(ctx, params.slot, query));
  route(app, endpoints.blogPosts, async ({ query }) => ({ posts: await readBlogPosts(ctx, query.limit) }));
  route(app, endpoints.page, ({ query }) => readPage(ctx, query.url));
  route(app, endpoints.home, () => readHome(ctx));
  route(app, endpoints.popup, ({ params }) => readActivePopup(ctx, params.slug));
  route(app, endpoints.storeReviews, ({ query }) => readStoreReviews(ctx, query.offset, query.limit));
}
