import type { Showcase, ShowcaseSlot } from '@vitrine/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import { productCards } from '../catalog/product-cards';

/**
 * Which products a showcase shows, by its rule: 'manual' lists them; 'popularidade' takes the most popular
 * available products; 'relacionados' the product's category siblings; 'indicados' its "Compre junto" partners
 * then same-brand products. Products that cannot be bought right now come last.
 */
async function showcaseProductIds(
  db: Queryable,
  slug: string,
  rule: string,
  limit: number,
  productId: number | null,
): Promise<number[]> {
  const ids = async (sql: string, params: unknown[]) => (await db.query<{ id: number }>(sql, params)).map((r) => r.id);
  switch (rule) {
    case 'manual':
      return ids(
        `SELECT p.id FROM showcase_products sp JOIN products p ON p.id = sp.product_id
          WHERE sp.showcase_slug = $1 AND p.ativo ORDER BY sp.posicao, p.id LIMIT $2`,
        [slug, limit],
      );
    case 'popularidade':
      return ids(
        `SELECT id FROM products WHERE ativo
          ORDER BY (status = 'disponivel') DESC, popularidade DESC, id LIMIT $1`,
        [limit],
      );
    case 'relacionados':
      if (productId === null) return [];
      return ids(
        `SELECT p.id FROM products p JOIN products base ON base.id = $1
          WHERE p.ativo AND p.id <> base.id AND p.category_id = base.category_id
          ORDER BY (p.status = 'disponivel') DESC, p.popularidade DESC, p.id LIMIT $2`,
        [productId, limit],
      );
    case 'indicados':
      if (productId === null) return [];
      return ids(
        `SELECT id FROM (
           SELECT c.indicated_id AS id, 0 AS grupo, 0 AS pop FROM combinations c WHERE c.product_id = $1
           UNION
           SELECT p.id, 1, p.popularidade FROM products p JOIN products base ON base.id = $1
            WHERE buyable(p.ativo, p.status) AND p.id <> base.id AND p.brand_id = base.brand_id
         ) x GROUP BY id ORDER BY min(grupo), max(pop) DESC, id LIMIT $2`,
        [productId, limit],
      );
    default:
      return [];
  }
}

/** GET showcase/products/{slot}: the showcase's title and its products as cards. */
export async function readShowcase(
  ctx: AppContext,
  slot: ShowcaseSlot,
  query: { limit: number; productId?: number | undefined },
): Promise<Showcase> {
  const [showcase] = await ctx.db.query<{ titulo: string; regra: string }>(
    'SELECT titulo, regra FROM showcases WHERE slug = $1',
    [slot],
  );
  if (!showcase) throw notFound('Vitrine não encontrada.');
  const ids = await showcaseProductIds(ctx.db, slot, showcase.regra, query.limit, query.productId ?? null);
  const produtos = await productCards(ctx.db, ids, await ctx.pricing.get(), ctx.now());
  return { vitrine: { titulo: showcase.titulo }, produtos };
}
