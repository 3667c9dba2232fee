import type { MetaDescriptor } from 'react-router';
import { pageMeta, siteNameOf } from '../../lib/meta';
import { listingTitle } from './listing-page';
import type { ListingData } from './listing-types';

type RootLike = Parameters<typeof pageMeta>[0];

/** Title, description, canonical and Open Graph from `estrutura.seo` (DESIGN.md §5). */
export function listingMeta(
  root: RootLike,
  data: Pick<ListingData, 'kind' | 'listing' | 'canonical'> | undefined,
): MetaDescriptor[] {
  if (!data) return pageMeta(root, null);
  const { seo } = data.listing.estrutura;
  const siteName = siteNameOf(root);
  // The Store API composes '{Page} | {site}'; a bare title gets the site name here.
  const bare = seo.title || listingTitle(data);
  const title = bare.includes(siteName) ? bare : `${bare} | ${siteName}`;
  const description = seo.description || `${listingTitle(data)}: ${siteName}.`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: seo.titleSocial || title },
    { property: 'og:description', content: seo.descriptionSocial || description },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: data.canonical },
    { tagName: 'link', rel: 'canonical', href: data.canonical },
  ];
  if (seo.openGraphUrlImagem) tags.push({ property: 'og:image', content: seo.openGraphUrlImagem });
  if (seo.twitterUrlImagem) tags.push({ name: 'twitter:image', content: seo.twitterUrlImagem });
  if (data.kind === 'search') tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}
