import type { Organization, WebSite, WithContext } from 'schema-dts';
import { SEARCH_PARAM } from '../search-constants';
import { absoluteUrl } from './seo';

/** The home's JSON-LD (B§3 seo): the store as an Organization and its WebSite (decision 026: only the home loads it). */

/** The store's square logo (Organization), in `public/`. */
const LOGO_IMAGE = '/logo.png';

/** What the store's settings tell of it (B§3 "Site configuration"): its company, contacts and social profiles. */
type StoreDetails = {
  razaoSocial: string;
  telefone: string;
  email: string;
  endereco: string;
  cep: string;
  social: Record<string, string>;
};

/** Organization: the store's name, address and logo, with its company name, contacts and social profiles. */
export function organizationJsonLd(
  origin: string,
  name: string,
  details: StoreDetails | null = null,
): WithContext<Organization> {
  const sameAs = Object.values(details?.social ?? {}).filter((link) => /^https:\/\//.test(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, LOGO_IMAGE),
    ...(details?.razaoSocial ? { legalName: details.razaoSocial } : {}),
    ...(details?.telefone ? { telephone: details.telefone } : {}),
    ...(details?.email ? { email: details.email } : {}),
    ...(details?.endereco
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: details.endereco,
            ...(details.cep ? { postalCode: details.cep } : {}),
            addressCountry: 'BR',
          },
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** WebSite with the store search as its SearchAction (the sitelinks search box). */
export function webSiteJsonLd(origin: string, name: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: absoluteUrl(origin, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(origin, '/busca')}?${SEARCH_PARAM}={search_term_string}`,
      },
      // schema-dts has no type for the `query-input` property Google reads.
      ...({ 'query-input': 'required name=search_term_string' } as object),
    },
  };
}
