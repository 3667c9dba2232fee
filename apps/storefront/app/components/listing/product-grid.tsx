import { photoSources } from '@vitrine/contract/photos';
import type { ListCardData as ListCard, ProductCardData as Product } from '../../lib/commerce/card-data';
import { Link } from '../ui/router-link';
import { EAGER_CARDS, NO_PRODUCTS_TEXT } from '../../lib/listing-constants';
import { formatBRL } from '../../lib/commerce/money';
import { useViewItemList } from '../../hooks/use-analytics';
import { ProductCard, type CardView } from '../product/product-card';
import { RatingStars } from '../product/rating-stars';
import { gridClass } from './product-grid-skeleton';

type Props = {
  produtos: Product[];
  listas: ListCard[];
  offset: number;
  s5: boolean;
  view: CardView;
  /** The list view's short descriptions by product id (hooks/use-card-descriptions.ts), null while there are none. */
  descriptions: Readonly<Record<string, string>> | null;
  /** The listing's title (analytics: item_list_name). */
  listName: string;
};

/** The product grid (B§2.3): cards, or 'Nenhum produto encontrado' when empty. */
export function ProductGrid({ produtos, listas, offset, s5, view, descriptions, listName }: Props) {
  useViewItemList(produtos, listName, offset);
  if (produtos.length === 0 && listas.length === 0) {
    return <p className="rounded-md bg-gray-50 p-6 text-center text-gray-800">{NO_PRODUCTS_TEXT}</p>;
  }
  return (
    <ul className={gridClass(view)}>
      {produtos.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            position={offset + index + 1}
            listName={listName}
            eager={index < EAGER_CARDS}
            priority={index === 0}
            s5={s5}
            view={view}
            description={descriptions?.[product.id]}
          />
        </li>
      ))}
      {listas.map((list, index) => (
        <li key={list.id}>
          <KitCard list={list} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

/** A shopping list (kit) in the kit listing. */
function KitCard({ list, eager }: { list: ListCard; eager: boolean }) {
  const image = list.midias.imagens[0];
  return (
    <article className="flex h-full flex-col gap-2 rounded-md border border-gray-200 bg-white p-3">
      {image ? (
        <img
          src={image.arquivos.medium}
          {...photoSources(image.arquivos.medium, 'card')}
          alt=""
          width={300}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-square h-auto w-full object-contain"
        />
      ) : null}
      <h2 className="text-sm font-semibold">
        <Link to={list.rota} className="hover:underline">
          {list.nome}
        </Link>
      </h2>
      <p className="text-xs text-gray-700">{list.quantidadeProdutos} produtos</p>
      {list.avaliacao.quantidade > 0 ? (
        <RatingStars media={list.avaliacao.media} quantidade={list.avaliacao.quantidade} />
      ) : null}
      <p className="mt-auto text-lg font-bold text-brand-900">{formatBRL(list.precos.por)}</p>
    </article>
  );
}
