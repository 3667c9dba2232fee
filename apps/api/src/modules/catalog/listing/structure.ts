/** estrutura (nivel, SEO, breadcrumb) and the subject part of conteudo of a product listing (B§3). */
import type { Listing } from '@vitrine/contract';
import { sanitizeRichText } from '../../../lib/sanitize';
import type { AnalyzedSearch } from '../search/analyze';
import type { CatalogMeta, CategoryMeta } from './catalog-meta';
import { ancestors } from './catalog-meta';
import type { Subject } from './subject';

const NIVEL: Record<Subject['kind'], string> = {
  category: 'product/listing/category',
  brand: 'product/listing/brand',
  'landing-page': 'product/listing/landing-page',
  search: 'product/listing/search',
};

const DESCRIPTION_MAX = 160;

/** Plain text of an HTML description, cut for a meta description. */
export function plainText(html: string, max = DESCRIPTION_MAX): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const crumb = (label: string, path: string) => ({ label, rota: path, url: path });

export function structure(
  meta: CatalogMeta,
  subject: Subject,
  current: CategoryMeta | null,
  search: AnalyzedSearch | null,
): Listing['estrutura'] {
  const site = meta.siteName;
  const row = subject.row;
  const categoryCrumbs = (base: string) =>
    current ? [...ancestors(meta, current.id), current].map((c) => crumb(c.nome, `${base}${c.rota}`)) : [];
  let title: string;
  let description: string;
  let breadcrumb = [crumb('Home', '/')];
  if (subject.kind === 'search' || !row) {
    const texto = search?.texto ?? '';
    title = `Busca por "${texto}" | ${site}`;
    description = `Resultados da busca por "${texto}" na ${site}.`;
    breadcrumb.push(crumb(`Busca por "${texto}"`, '/busca'));
  } else if (subject.kind === 'category') {
    title = row.seo_title ?? `${row.nome} | ${site}`;
    description = row.seo_description ?? (plainText(row.descricao_longa) || `${row.nome} na ${site}.`);
    breadcrumb = [...breadcrumb, ...categoryCrumbs('')];
  } else {
    const narrowed = current ? `${current.nome} ${row.nome}` : null;
    title = narrowed ? `${narrowed} | ${site}` : (row.seo_title ?? `${row.nome} | ${site}`);
    description = narrowed
      ? `${narrowed} na ${site}.`
      : (row.seo_description ?? (plainText(row.descricao_longa) || `${row.nome} na ${site}.`));
    if (subject.kind === 'brand') breadcrumb.push(crumb('Marcas', '/marcas'));
    breadcrumb.push(crumb(row.nome, subject.base));
    breadcrumb = [...breadcrumb, ...categoryCrumbs(subject.base)];
  }
  const image = subject.kind === 'brand' ? (row?.imagem ?? null) : null;
  return {
    nivel: NIVEL[subject.kind],
    seo: {
      title,
      description,
      titleSocial: title,
      descriptionSocial: description,
      openGraphUrlImagem: image,
      twitterUrlImagem: image,
    },
    breadcrumb,
  };
}

type SubjectContent = Pick<Listing['conteudo'], 'categoria' | 'marca' | 'landingPage' | 'layoutPersonalizado'>;

export function subjectContent(subject: Subject, current: CategoryMeta | null): SubjectContent {
  const row = subject.row;
  const base = row ? { id: row.id, nome: row.nome, descricaoLonga: sanitizeRichText(row.descricao_longa) } : null;
  const layout =
    row?.layout_html && subject.kind !== 'brand'
      ? { layout: sanitizeRichText(row.layout_html), codigoCss: row.layout_css ?? '' }
      : null;
  return {
    categoria: subject.kind === 'category' && base && current ? { ...base, nivel: current.nivel } : null,
    marca: subject.kind === 'brand' && base ? { ...base, imagem: row?.imagem ?? null } : null,
    landingPage: subject.kind === 'landing-page' ? base : null,
    layoutPersonalizado: layout,
  };
}
