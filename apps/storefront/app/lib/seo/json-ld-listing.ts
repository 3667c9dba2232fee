import type { Listing } from '@vitrine/contract';
import type { ItemList, WithContext } from 'schema-dts';
import { absoluteUrl } from './seo';

type NamedRoute = { nome: string; rota: string };

/** ItemList of a listing page: its products and kits, in the order shown, numbered from the page's offset. */
export function itemListJsonLd(
  origin: string,
  listing: Pick<Listing, 'info'> & { conteudo: { produtos: NamedRoute[]; listas: NamedRoute[] } },
): WithContext<ItemList> {
  const items = [...listing.conteudo.produtos, ...listing.conteudo.listas];
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: listing.info.total,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: listing.info.offset + i + 1,
      url: absoluteUrl(origin, item.rota),
      name: item.nome,
    })),
  };
}
