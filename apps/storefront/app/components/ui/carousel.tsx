import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { perViewStyle, type PerView } from '../../lib/carousel';
import { clock } from '../../lib/clock';
import { MEDIA_MD } from '../../lib/constants';
import { useMediaQuery } from '../../lib/use-media-query';
import { ChevronLeft, ChevronRight } from './icons';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export type CarouselProps = {
  /** Accessible name of the carousel (e.g. the shelf's title). */
  label: string;
  perView: PerView;
  /** Space between items in px, below 768 px and from 768 px. */
  gap: { base: number; md?: number };
  /** Where the previous/next buttons show: from 768 px ('md'), at every width, or never. */
  arrows?: 'md' | 'always' | 'never';
  /** Where the dots show: below 768 px ('below-md'), at every width, or never. Their row is always reserved. */
  dots?: 'below-md' | 'always' | 'never';
  /** Autoplay every `ms` while `media` matches, paused on hover, on focus and under prefers-reduced-motion. */
  autoplay?: { ms: number; media: string };
  /** From 768 px the items are a plain wrapping row, not a slider (the home's brand slider). */
  staticFromMd?: boolean;
  /** Extra content of the header row, before the arrows (e.g. a 'Ver todas' link). */
  headerEnd?: ReactNode;
  /** The title element of the header row (the carousel is labelled by `label` either way). */
  title?: ReactNode;
  /** Classes of the slides' row, e.g. a fixed height, so a placeholder can reserve exactly the same space. */
  viewportClassName?: string;
  /** A placeholder while the items load: the same layout, controls disabled, no slider behind it. */
  loading?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A carousel of items (B§2.7 shelves, B§9 reviews, T§2 testimonials and brands) on Embla. The CSS lays the items
 * out from `perView` before any script runs, so the server HTML is already right and hydration moves nothing. A list
 * of items for screen readers; arrows and dots are buttons; ←/→ move it when focus is inside; a focused item is
 * scrolled into view.
 */
export function Carousel({
  label,
  perView,
  gap,
  arrows = 'md',
  dots = 'below-md',
  autoplay,
  staticFromMd = false,
  headerEnd,
  title,
  viewportClassName = '',
  loading = false,
  className = '',
  children,
}: CarouselProps) {
  const trackId = useId();
  const items = Children.toArray(children);
  const [emblaRef, emblaApi] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
    ...(staticFromMd ? { breakpoints: { [MEDIA_MD]: { active: false } } } : {}),
  });
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(items.length > 1);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION, true);
  const autoplayMedia = useMediaQuery(autoplay?.media ?? 'not all', false);

  useEffect(() => {
    if (!emblaApi) return;
    const update = () => {
      setSnaps(emblaApi.scrollSnapList());
      setSelected(emblaApi.selectedScrollSnap());
      setCanPrev(emblaApi.canScrollPrev());
      setCanNext(emblaApi.canScrollNext());
    };
    update();
    emblaApi.on('select', update).on('reInit', update);
    return () => {
      emblaApi.off('select', update).off('reInit', update);
    };
  }, [emblaApi]);

  const autoplayMs = autoplay?.ms ?? 0;
  const playing = autoplayMs > 0 && autoplayMedia && !reducedMotion && !hovered && !focused && snaps.length > 1;
  useEffect(() => {
    if (!emblaApi || !playing) return;
    return clock.every(autoplayMs, () => {
      if (emblaApi.canScrollNext()) emblaApi.scrollNext();
      else emblaApi.scrollTo(0);
    });
  }, [emblaApi, playing, autoplayMs]);

  const prev = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const next = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  const style = perViewStyle(perView, gap) as CSSProperties;
  const arrowClass = arrows === 'md' ? 'hidden md:flex' : 'flex';
  const dotsClass = dots === 'never' ? 'hidden' : dots === 'below-md' ? 'flex md:hidden' : 'flex';
  const staticClass = staticFromMd ? 'md:hidden' : '';

  return (
    <section
      aria-label={label}
      aria-roledescription="carrossel"
      aria-busy={loading ? true : undefined}
      className={`carousel ${className}`}
      data-static-from={staticFromMd ? 'md' : undefined}
      style={style}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {title || headerEnd || arrows !== 'never' ? (
        <div className="mb-3 flex min-h-11 items-center justify-between gap-3">
          {title ?? <span />}
          <div className="flex items-center gap-2">
            {headerEnd}
            {arrows === 'never' ? null : (
              <div className={`${arrowClass} ${staticClass} gap-2`}>
                <button
                  type="button"
                  className="carousel-arrow"
                  onClick={prev}
                  disabled={loading || !canPrev}
                  aria-controls={trackId}
                  aria-label={`Anteriores: ${label}`}
                >
                  <ChevronLeft />
                </button>
                <button
                  type="button"
                  className="carousel-arrow"
                  onClick={next}
                  disabled={loading || !canNext}
                  aria-controls={trackId}
                  aria-label={`Próximos: ${label}`}
                >
                  <ChevronRight />
                </button>
              </div>
            )}
          </div>
        </div>
      ) : null}
      <div ref={loading ? undefined : emblaRef} className={`carousel-viewport ${viewportClassName}`}>
        <ul id={trackId} className="carousel-track" aria-hidden={loading ? true : undefined}>
          {items.map((item, i) => (
            <li key={isValidElement(item) && item.key !== null ? item.key : i} className="carousel-slide">
              {item}
            </li>
          ))}
        </ul>
      </div>
      {dots === 'never' ? null : (
        <div className={`carousel-dots ${dotsClass} ${staticClass}`}>
          {snaps.length > 1
            ? snaps.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  className="carousel-dot"
                  onClick={() => emblaApi?.scrollTo(i)}
                  aria-controls={trackId}
                  aria-current={i === selected ? 'true' : undefined}
                  aria-label={`Página ${i + 1} de ${snaps.length}: ${label}`}
                />
              ))
            : null}
        </div>
      )}
    </section>
  );
}
