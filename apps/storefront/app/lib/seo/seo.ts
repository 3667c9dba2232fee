import type { MetaDescriptor } from 'react-router';
import type { BreadcrumbList, WithContext } from 'schema-dts';
import { cutDescription } from '../navigation/listing';

/**
 * Search engines and sharing (B§3 seo, docs/architecture.md §5): the head tags of every page kind and the
 * breadcrumb JSON-LD (the other JSON-LD builders are in json-ld.ts, with the routes that use them).
 * Every address is absolute, on the store's public origin (the root loader's `origin`).
 */

/**
 * The store's share picture (1200×630, the mark on the brand colour) for a page with no picture of its own: in
 * `public/`, so every page kind has an absolute og:image.
 */
const SHARE_IMAGE = { url: '/compartilhar.png', width: 1200, height: 630 } as const;

/** A description search engines show whole: a page's text is cut to this length when it has no SEO description. */
const META_DESCRIPTION_MAX = 160;

/** The page's SEO description, else the start of its own text (HTML read as text), else `fallback`. */
export function pageDescription(seoDescription: string, text: string, fallback: string): string {
  return seoDescription.trim() || cutDescription(text, META_DESCRIPTION_MAX) || fallback;
}

/** Makes an address absolute on the store's origin (an absolute one is kept). */
export function absoluteUrl(origin: string, address: string): string {
  try {
    return new URL(address, `${origin}/`).href;
  } catch {
    // No origin known (the root loader failed: an error page) and a relative address: it stays relative.
    return address;
  }
}

/** '{Page} | {site}', unless the page's own title already names the site (no 'Quem somos | Loja | Loja'). */
export function fullTitle(title: string | null, siteName: string): string {
  if (!title) return siteName;
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

export type SeoInput = {
  origin: string;
  siteName: string;
  title: string | null;
  description: string;
  /** The canonical path or address; null: the page has none (e.g. an error page). */
  canonical: string | null;
  image?: string | null;
  socialTitle?: string | null;
  socialDescription?: string | null;
  type?: 'website' | 'product';
  /** e.g. 'noindex, follow' */
  robots?: string | null;
  /** rel prev/next of a paginated listing (paths or addresses). */
  prev?: string | null;
  next?: string | null;
  jsonLd?: readonly object[];
};

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const title = fullTitle(input.title, input.siteName);
  const abs = (address: string) => absoluteUrl(input.origin, address);
  const canonical = input.canonical ? abs(input.canonical) : null;
  const ownImage = input.image ? abs(input.image) : null;
  const image = ownImage ?? abs(SHARE_IMAGE.url);
  const socialTitle = input.socialTitle || title;
  const socialDescription = input.socialDescription || input.description;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { property: 'og:title', content: socialTitle },
    { property: 'og:description', content: socialDescription },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: socialTitle },
    ...(ownImage
      ? []
      : [
          { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
          { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
        ]),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: socialTitle },
    { name: 'twitter:description', content: socialDescription },
    { name: 'twitter:image', content: image },
  ];
  if (canonical) {
    tags.push({ tagName: 'link', rel: 'canonical', href: canonical }, { property: 'og:url', content: canonical });
  }
  if (input.robots) tags.push({ name: 'robots', content: input.robots });
  if (input.prev) tags.push({ tagName: 'link', rel: 'prev', href: abs(input.prev) });
  if (input.next) tags.push({ tagName: 'link', rel: 'next', href: abs(input.next) });
  for (const data of input.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}

// ————— JSON-LD —————

export function breadcrumbJsonLd(
  origin: string,
  items: readonly { label: string; rota: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.label,
      item: absoluteUrl(origin, item.rota),
    })),
  };
}
