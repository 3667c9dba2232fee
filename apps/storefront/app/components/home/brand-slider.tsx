import type { Brand } from '@vitrine/contract';
import { Link } from '../ui/router-link';
import { BRAND_SLIDER_PER_VIEW } from '../../lib/ui/carousel';
import { BRAND_SLIDER_TITLE, LINK_BRANDS, SEE_ALL_BRANDS_TEXT } from '../../lib/home-constants';
import { Carousel } from '../ui/carousel';

const TITLE_CLASS = 'truncate text-lg leading-7 font-bold text-brand-900 md:text-xl';

/**
 * The home's brand slider (T§2): the first 9 brands with images and 'Ver todas' (/marcas). A slider of 2 below
 * 768 px; from 768 px a plain row of logos (5 a line, all 9 from 1024 px).
 */
export function BrandSlider({ brands }: { brands: readonly Brand[] }) {
  const shown = brands.filter((brand) => brand.imagem);
  if (shown.length === 0) return null;
  return (
    <Carousel
      label={BRAND_SLIDER_TITLE}
      title={<h2 className={TITLE_CLASS}>{BRAND_SLIDER_TITLE}</h2>}
      headerEnd={
        <Link to={LINK_BRANDS} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
          {SEE_ALL_BRANDS_TEXT}
          <span className="sr-only"> as marcas</span>
        </Link>
      }
      perView={BRAND_SLIDER_PER_VIEW}
      gap={{ base: 12 }}
      arrows="never"
      dots="below-md"
      staticFromMd
    >
      {shown.map((brand) => (
        <Link
          key={brand.id}
          to={brand.rota}
          prefetch="intent"
          className="flex h-20 items-center justify-center rounded-md border border-gray-200 bg-white p-2 hover:border-brand-500"
        >
          <img
            src={brand.imagem ?? ''}
            alt={brand.nome}
            width={240}
            height={80}
            loading="lazy"
            decoding="async"
            className="h-full max-h-16 w-full object-contain"
          />
        </Link>
      ))}
    </Carousel>
  );
}
