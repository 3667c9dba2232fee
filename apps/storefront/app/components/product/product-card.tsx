import { photoSources } from '@vitrine/contract/photos';
import { useSeeDetails } from '../../hooks/use-design-version';
import type { ProductCardData as Product } from '../../lib/commerce/card-data';
import { Link } from '../ui/router-link';
import { track } from '../../lib/analytics/analytics';
import { statusView } from '../../lib/commerce/product-status';
import { CardBuyForm } from './card-buy-form';
import { ProductPrice } from './product-price';
import { ProductSeals } from './product-seals';
import { ProductStatusButton } from './product-status-button';
import { RatingStars } from './rating-stars';

/** 'shelf': a card of fixed height in a carousel (B§2.7): a fixed image box and reserved lines, so every card of a
 * shelf, and its placeholder, has the same height at a given width. */
export type CardView = 'grid' | 'list' | 'shelf';

type Props = {
  product: Product;
  /** 1-based position in the listing or shelf (analytics). */
  position: number;
  /** The listing's or shelf's name (analytics: item_list_name). */
  listName: string;
  /** Images of the first row load eagerly; `priority` marks the likely LCP image. */
  eager?: boolean;
  priority?: boolean;
  s5?: boolean;
  view?: CardView;
  /** The list view's short description, already cut (GET /resources/card-descriptions); none in the other views. */
  description?: string;
  headingLevel?: 'h2' | 'h3';
};

const IMAGE_PX = 300;
/** A shelf's card: one of two a row on phones, up to five on wide screens. */
const SHELF_SIZES = '(min-width: 1024px) 220px, (min-width: 768px) 30vw, 46vw';

/** A product card for listings, shelves and showcases (B§2.3, B§2.7, B§3, B§4). */
export function ProductCard({
  product,
  position,
  listName,
  eager = false,
  priority = false,
  s5: flag = false,
  view = 'grid',
  description,
  headingLevel: Heading = 'h2',
}: Props) {
  const s5 = useSeeDetails(flag);
  const status = statusView(product.status, s5);
  const image = product.midias.imagens[0];
  const onClick = () => track((events) => events.selectItemEvent(product, position, listName));
  const list = view === 'list';
  const shelf = view === 'shelf';

  return (
    <article className={`card ${list ? 'card-list flex-row' : 'flex-col'}`}>
      {/* In list view the picture keeps its own height (not the card's), so the seals sit on it as in grid view. */}
      <div className={list ? 'card-media w-28 self-start sm:w-40' : 'card-media'}>
        <ProductSeals seals={product.selos} />
        <Link to={product.rota} onClick={onClick} tabIndex={-1} aria-hidden="true" className="block">
          {image ? (
            <img
              src={image.arquivos.medium}
              {...photoSources(image.arquivos.medium, 'card', shelf ? SHELF_SIZES : undefined)}
              alt=""
              width={IMAGE_PX}
              height={IMAGE_PX}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding={eager ? 'sync' : 'async'}
              className={shelf ? 'h-36 w-full object-contain' : 'card-image'}
            />
          ) : (
            <span className={`block w-full rounded bg-gray-100 ${shelf ? 'h-36' : 'aspect-square'}`} />
          )}
        </Link>
      </div>
      <div className="card-body">
        <Heading className={shelf ? 'card-title h-[3lh]' : 'card-title'}>
          <Link to={product.rota} onClick={onClick} className="card-link">
            {product.nome}
          </Link>
        </Heading>
        {list && description ? <p className="text-sm text-gray-700">{description}</p> : null}
        {product.avaliacao.quantidade > 0 ? (
          <div className={shelf ? 'h-5' : undefined}>
            <RatingStars media={product.avaliacao.media} quantidade={product.avaliacao.quantidade} />
          </div>
        ) : shelf ? (
          <div className="h-5" />
        ) : null}
        <div className="card-foot">
          {status.showPrice ? (
            <ProductPrice precos={product.precos} fixedLines={shelf} />
          ) : (
            <p className="text-base font-bold text-gray-800">{status.note}</p>
          )}
          {status.available && !s5 && product.atributoSimples === null ? (
            <CardBuyForm idProduto={product.id} productName={product.nome} brand={product.marca.nome} />
          ) : (
            <ProductStatusButton
              status={product.status}
              rota={product.rota}
              s5={s5}
              productName={product.nome}
              onClick={onClick}
            />
          )}
        </div>
      </div>
    </article>
  );
}
