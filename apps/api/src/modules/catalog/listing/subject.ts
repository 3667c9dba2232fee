/**
 * What a listing URL is about (B§2.1): a category path, a brand (optionally narrowed to a category path), a
 * landing page (likewise) or the search. Unknown addresses are null (404).
 */
import type { Queryable } from '../../../db/client';
import { pathOf } from '../url-verify';
import type { CatalogMeta, CategoryMeta } from './catalog-meta';

export type ListingKind = 'category' | 'brand' | 'landing-page' | 'search';

interface SubjectRow {
  id: number;
  nome: string;
  slug: string;
  imagem: string | null;
  descricao_longa: string;
  seo_title: string | null;
  seo_description: string | null;
  layout_html: string | null;
  layout_css: string | null;
}

export interface Subject {
  kind: ListingKind;
  /** The listing's path without the category part: '' (category), /marcas/x, /c/x or /busca. */
  base: string;
  /** The category of the path (category listings, or brand/landing pages narrowed to one). */
  category: CategoryMeta | null;
  /** The category, brand or landing-page row (null on search). */
  row: SubjectRow | null;
}

const MAX_CATEGORY_LEVELS = 4;

function categoryByRota(meta: CatalogMeta, rota: string): CategoryMeta | null {
  for (const c of meta.categories.values()) if (c.rota === rota) return c;
  return null;
}

const SELECT = {
  category: `SELECT id, nome, slug, NULL::text AS imagem, descricao_longa, seo_title, seo_description, layout_html, layout_css
               FROM categories WHERE id = $1 AND ativo`,
  brand: `SELECT id, nome, slug, imagem, descricao_longa, seo_title, seo_description, NULL::text AS layout_html,
                 NULL::text AS layout_css FROM brands WHERE slug = $1 AND ativo`,
  landing: `SELECT id, nome, slug, NULL::text AS imagem, descricao_longa, seo_title, seo_description, layout_html, layout_css
              FROM landing_pages WHERE slug = $1 AND ativo`,
};

export async function resolveSubject(
  db: Queryable,
  meta: CatalogMeta,
  kind: ListingKind,
  url: string,
): Promise<Subject | null> {
  if (kind === 'search') return { kind, base: '/busca', category: null, row: null };
  const segments = pathOf(url).split('/').filter(Boolean);
  if (kind === 'category') {
    if (segments.length < 1 || segments.length > MAX_CATEGORY_LEVELS) return null;
    const category = categoryByRota(meta, `/${segments.join('/')}`);
    if (!category) return null;
    const [row] = await db.query<SubjectRow>(SELECT.category, [category.id]);
    return row ? { kind, base: '', category, row } : null;
  }
  const [first, slug, ...rest] = segments;
  const prefix = kind === 'brand' ? 'marcas' : 'c';
  if (first !== prefix || !slug || rest.length > MAX_CATEGORY_LEVELS) return null;
  const category = rest.length ? categoryByRota(meta, `/${rest.join('/')}`) : null;
  if (rest.length && !category) return null;
  const [row] = await db.query<SubjectRow>(kind === 'brand' ? SELECT.brand : SELECT.landing, [slug]);
  return row ? { kind, base: `/${prefix}/${row.slug}`, category, row } : null;
}
