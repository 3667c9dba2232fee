import { photoAt } from '@vitrine/contract/photos';
import type { DetailSeo, Page } from '@vitrine/contract';
import type { MetaDescriptor } from 'react-router';
import { SITE_NAME_FALLBACK } from '../constants';
import { breadcrumbJsonLd, pageDescription, seoMeta, type SeoInput } from './seo';

/** What the head tags read from the root loader: the settings (site name) and the store's public origin. */
type RootLike =
  { settings: { sistema: { geral: { site: { nomeDoSite: string } } } } | null; origin?: string } | undefined;

export function siteNameOf(root: RootLike): string {
  return root?.settings?.sistema.geral.site.nomeDoSite || SITE_NAME_FALLBACK;
}

/** The store's public origin from the root loader ('' before it loaded: addresses stay relative). */
export function originOf(root: RootLike): string {
  return root?.origin ?? '';
}

type PageSeo = Omit<SeoInput, 'origin' | 'siteName' | 'title' | 'description'>;

/**
 * docs/architecture.md §5 / B§3: '{Page} | {nomeDoSite}' (or the page's own title when it names the site), a
 * description, and every other tag of `seoMeta` (canonical, Open Graph, Twitter, robots, JSON-LD) from `extra`.
 */
export function pageMeta(
  root: RootLike,
  title: string | null,
  description?: string,
  extra: Partial<PageSeo> = {},
): MetaDescriptor[] {
  const siteName = siteNameOf(root);
  const text =
    description ??
    `${title ?? siteName}: loja de equipamentos técnicos, data loggers, controladores, sensores e instrumentos de medição.`;
  return seoMeta({ canonical: null, ...extra, origin: originOf(root), siteName, title, description: text });
}

/** An institutional page's tags (B§3 seo): canonical at its own address, and its BreadcrumbList. */
export function institutionalMeta(root: RootLike, page: Page | null | undefined): MetaDescriptor[] {
  if (!page) return pageMeta(root, null);
  const { seo, breadcrumb } = page.estrutura;
  const title = seo.title || page.conteudo.titulo;
  return pageMeta(root, title, pageDescription(seo.description, page.conteudo.conteudo, title), {
    canonical: breadcrumb.at(-1)?.rota ?? null,
    jsonLd: breadcrumb.length > 0 ? [breadcrumbJsonLd(originOf(root), breadcrumb)] : [],
  });
}

/** What a product or a kit page shows search engines: its name, SEO texts, pictures and trail. */
type Detail = {
  nome: string;
  descricoes: { curta: string };
  seo: DetailSeo;
  midias: { imagens: readonly { arquivos: { big: string } }[] };
  breadcrumb: readonly { label: string; rota: string }[];
};

/**
 * A product's or a kit's tags (B§3 seo): its own title and texts, its first picture, the canonical address, and its
 * JSON-LD (`item`, built from the origin) followed by its BreadcrumbList.
 */
/** A photo's Open Graph size (1,200 px JPEG), other addresses as they are. */
const photoOf = (url: string | undefined) => url && photoAt(url, 'openGraph');

export function detailMeta(
  root: RootLike,
  detail: Detail,
  canonical: string,
  item: (origin: string) => object,
): MetaDescriptor[] {
  const origin = originOf(root);
  const description = pageDescription(detail.seo.description, detail.descricoes.curta, detail.nome);
  return pageMeta(root, detail.seo.title || detail.nome, description, {
    canonical,
    type: 'product',
    socialTitle: detail.seo.titleSocial,
    socialDescription: detail.seo.descriptionSocial,
    image: photoOf(detail.seo.openGraphUrlImagem ?? detail.midias.imagens[0]?.arquivos.big),
    jsonLd: [item(origin), breadcrumbJsonLd(origin, detail.breadcrumb)],
  });
}
