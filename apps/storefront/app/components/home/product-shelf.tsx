import type { ProductCardData as Product } from '../../lib/commerce/card-data';
import { SHELF_PER_VIEW } from '../../lib/ui/carousel';
import { SHELF_AUTOPLAY_MS, SHELF_GUTTER_PX } from '../../lib/home-constants';
import { useViewItemList } from '../../hooks/use-analytics';
import { ProductCard } from '../product/product-card';
import { Carousel } from '../ui/carousel';
import { Skeleton } from '../ui/skeleton';

/**
 * The height of a shelf's row of cards at each width: shelf cards (ProductCard view 'shelf') have a fixed image and
 * reserved lines, so they fit this height, and the placeholder below takes exactly the same space (no layout shift).
 */
const SHELF_ROW_CLASS = 'h-[27rem] sm:h-[29rem]';
const TITLE_CLASS = 'truncate text-lg leading-7 font-bold text-brand-900 md:text-xl';

type Props = { titulo: string; produtos: readonly Product[]; headingLevel?: 'h2' | 'h3' };

/**
 * A shelf (B§2.7): the showcase's title and its products, 4 with arrows from 768 px, 2 with dots below, gutter
 * 11 px, autoplay every 3.5 s at every width where it slides (B§9, T§9: paused on hover, on focus and under
 * prefers-reduced-motion).
 */
export function ProductShelf({ titulo, produtos, headingLevel: Heading = 'h2' }: Props) {
  useViewItemList(produtos, titulo);
  return (
    <Carousel
      label={titulo}
      title={<Heading className={TITLE_CLASS}>{titulo}</Heading>}
      perView={SHELF_PER_VIEW}
      gap={{ base: SHELF_GUTTER_PX }}
      arrows="md"
      dots="below-md"
      autoplay={{ ms: SHELF_AUTOPLAY_MS, media: 'all' }}
      viewportClassName={SHELF_ROW_CLASS}
    >
      {produtos.map((product, i) => (
        <ProductCard
          key={product.id}
          product={product}
          position={i + 1}
          listName={titulo}
          view="shelf"
          headingLevel="h3"
        />
      ))}
    </Carousel>
  );
}

/** The shelf's placeholder while its products load: the same frame, title line and row height. */
export function ProductShelfSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <Carousel
      label={label}
      title={<Skeleton className="h-7 w-48 text-brand-900" />}
      perView={SHELF_PER_VIEW}
      gap={{ base: SHELF_GUTTER_PX }}
      arrows="md"
      dots="below-md"
      viewportClassName={SHELF_ROW_CLASS}
      loading
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card-placeholder" />
      ))}
    </Carousel>
  );
}
