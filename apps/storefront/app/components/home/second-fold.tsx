import { useEffect, useState } from 'react';
import type { SecondFoldData } from '../../server/home/home.server';
import { HOME_LIMITS } from '../../lib/constants';
import { HOME_FULL_LINK_TEXT, HOME_FULL_PARAM, LINK_HOME_SECOND_FOLD } from '../../lib/home-constants';
import { shouldLoadSecondFold } from '../../lib/ui/second-fold';
import { fetchPart } from '../../hooks/use-part-load';
import { MiddleBanners, MiddleBannersSkeleton } from './middle-banners';
import { ProductShelf, ProductShelfSkeleton } from './product-shelf';
import { StoreTestimonials, StoreTestimonialsSkeleton } from './store-testimonials';

const SECOND_FOLD_ID = 'segunda-dobra';
const PLACEHOLDER_CLASS = 'second-fold-placeholder';

type State = { status: 'waiting' } | { status: 'loaded'; data: SecondFoldData } | { status: 'failed' };

/**
 * The home's second fold (T§2, T§9): middle banners, the two showcases and the testimonials. Unless the server
 * already sent it (`?completa=1`), placeholders reserve its exact space and it is fetched once, the first time the
 * page is scrolled 200 px or more. Without JavaScript the placeholders hide and a link leads to `?completa=1`.
 */
export function HomeSecondFold({ initial }: { initial: SecondFoldData | null }) {
  const [state, setState] = useState<State>(initial ? { status: 'loaded', data: initial } : { status: 'waiting' });
  const waiting = state.status === 'waiting';

  useEffect(() => {
    if (!waiting) return;
    let requested = false;
    const controller = new AbortController();
    const onScroll = () => {
      if (!shouldLoadSecondFold(window.scrollY, requested)) return;
      requested = true;
      window.removeEventListener('scroll', onScroll);
      void fetchPart<SecondFoldData>(LINK_HOME_SECOND_FOLD, controller.signal).then((data) => {
        if (!controller.signal.aborted) setState(data ? { status: 'loaded', data } : { status: 'failed' });
      });
    };
    // A page restored already scrolled (back navigation) loads at once.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      controller.abort();
    };
  }, [waiting]);

  if (state.status === 'failed') return null;
  if (state.status === 'waiting') {
    return (
      <div id={SECOND_FOLD_ID} className="flex flex-col gap-8">
        <noscript>
          <style>{`.${PLACEHOLDER_CLASS}{display:none}`}</style>
          <p>
            <a href={`/?${HOME_FULL_PARAM}=1#${SECOND_FOLD_ID}`} className="font-semibold text-brand-700 underline">
              {HOME_FULL_LINK_TEXT}
            </a>
          </p>
        </noscript>
        <div className={`${PLACEHOLDER_CLASS} flex flex-col gap-8`} data-testid="second-fold-placeholder">
          <ProductShelfSkeleton label="Carregando vitrine" count={HOME_LIMITS.vitrine} />
          <MiddleBannersSkeleton count={HOME_LIMITS.bannersMeio} />
          <ProductShelfSkeleton label="Carregando vitrine" count={HOME_LIMITS.vitrine} />
          <StoreTestimonialsSkeleton count={HOME_LIMITS.depoimentos} />
        </div>
      </div>
    );
  }
  const { meio, vitrines, depoimentos } = state.data;
  const [first, second] = vitrines;
  return (
    <div id={SECOND_FOLD_ID} className="flex flex-col gap-8">
      {first ? <ProductShelf titulo={first.titulo} produtos={first.produtos} /> : null}
      <MiddleBanners banners={meio} />
      {second ? <ProductShelf titulo={second.titulo} produtos={second.produtos} /> : null}
      {depoimentos.length > 0 ? <StoreTestimonials reviews={depoimentos} /> : null}
    </div>
  );
}
