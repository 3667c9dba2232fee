import type { FastifyInstance } from 'fastify';
import { verifyQuerySchema, type Level, type Verify } from '@vitrine/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';

/** The path part of a verify `url` (its query was joined with '&' instead of '?', B§7). */
export function pathOf(url: string): string {
  const path = url.split(/[?&#]/, 1)[0] ?? '/';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed || '/';
}

const FIXED: Record<string, Level> = {
  '/': 'home',
  '/busca': 'product/listing/search',
  '/lista': 'list/listing',
  '/marcas': 'marcas',
};

/** What kind of page an address is (B§2.2), or null when the store has nothing there. */
async function resolvePath(db: Queryable, path: string): Promise<Verify | null> {
  const fixed = FIXED[path];
  if (fixed) return { nivel: fixed, id: null, rota: path };
  const one = async (sql: string, params: unknown[]) => (await db.query<{ id: number }>(sql, params))[0]?.id ?? null;
  const found = (nivel: Level, id: number | null): Verify | null => (id === null ? null : { nivel, id, rota: path });

  const list = path.match(/^\/lista\/([^/]+)\.html$/);
  if (list)
    return found('list/detail', await one('SELECT id FROM shopping_lists WHERE slug = $1 AND ativo', [list[1]]));

  const product = path.match(/^\/([^/]+)\.html$/);
  if (product)
    return found('product/detail', await one('SELECT id FROM products WHERE slug = $1 AND ativo', [product[1]]));

  const page = await one('SELECT id FROM pages WHERE rota = $1 AND ativo', [path]);
  if (page !== null) return found('page', page);

  const segments = path.split('/').filter(Boolean);
  const [first, second, ...rest] = segments;
  if (first === 'marcas' && second) {
    const brand = await one('SELECT id FROM brands WHERE slug = $1 AND ativo', [second]);
    if (brand === null || !(await categoryPathExists(db, rest))) return null;
    return found('product/listing/brand', brand);
  }
  if (first === 'c' && second) {
    const landing = await one('SELECT id FROM landing_pages WHERE slug = $1 AND ativo', [second]);
    if (landing === null || !(await categoryPathExists(db, rest))) return null;
    return found('product/listing/landing-page', landing);
  }
  if (segments.length >= 1 && segments.length <= 4) {
    return found('product/listing/category', await one('SELECT id FROM categories WHERE rota = $1 AND ativo', [path]));
  }
  return null;
}

async function categoryPathExists(db: Queryable, segments: string[]): Promise<boolean> {
  if (segments.length === 0) return true;
  if (segments.length > 4) return false;
  const rows = await db.query('SELECT 1 FROM categories WHERE rota = $1 AND ativo', ['/' + segments.join('/')]);
  return rows.length > 0;
}

export function urlRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/url/verify', async (request) => {
    const { url } = parseInput(verifyQuerySchema, request.query);
    const result = await resolvePath(ctx.db, pathOf(url));
    if (!result) throw notFound();
    return result;
  });
}
