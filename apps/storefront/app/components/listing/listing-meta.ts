import { photoAt } from '@vitrine/contract/photos';
import type { MetaDescriptor } from 'react-router';
import { originOf, pageMeta, siteNameOf } from '../../lib/seo/meta';
import { itemListJsonLd } from '../../lib/seo/json-ld-listing';
import { breadcrumbJsonLd } from '../../lib/seo/seo';
import { listingTitle } from './listing-page';
import type { ListingData } from './listing-types';

type RootLike = Parameters<typeof pageMeta>[0];

/**
 * B§3 seo / docs/architecture.md §5: title, description, absolute canonical, Open Graph and Twitter from
 * `estrutura.seo`; noindex on search results and multi-filter listings; rel prev/next; BreadcrumbList and ItemList.
 */
/** A photo's Open Graph size (1,200 px JPEG); other addresses as they are. */
const ogImage = (url: string | null | undefined) => (url ? photoAt(url, 'openGraph') : url);

export function listingMeta(
  root: RootLike,
  data: Pick<ListingData, 'kind' | 'listing' | 'canonical' | 'robots' | 'prev' | 'next' | 'picture'> | undefined,
): MetaDescriptor[] {
  if (!data) return pageMeta(root, null);
  const { seo, breadcrumb } = data.listing.estrutura;
  const origin = originOf(root);
  return pageMeta(
    root,
    seo.title || listingTitle(data),
    seo.description || `${listingTitle(data)}: ${siteNameOf(root)}.`,
    {
      canonical: data.canonical,
      socialTitle: seo.titleSocial,
      socialDescription: seo.descriptionSocial,
      // The listing's own picture, else its first item's (else seoMeta's share picture).
      image: ogImage(seo.openGraphUrlImagem ?? seo.twitterUrlImagem ?? data.picture),
      robots: data.robots,
      prev: data.prev,
      next: data.next,
      jsonLd: [
        ...(breadcrumb.length > 0 ? [breadcrumbJsonLd(origin, breadcrumb)] : []),
        itemListJsonLd(origin, data.listing),
      ],
    },
  );
}
