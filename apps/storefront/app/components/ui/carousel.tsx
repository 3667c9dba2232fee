import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type TouchEvent,
} from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { pageCount, perViewStyle, type PerView } from '../../lib/ui/carousel';
import { clock } from '../../lib/clock';
import { MEDIA_LG, MEDIA_MD, MEDIA_XL } from '../../lib/constants';
import { useMediaQuery } from '../../hooks/use-media-query';
import { ChevronLeft, ChevronRight } from './icons';
import { useEmbla } from '../../hooks/use-embla';

/** A swipe shorter than this (px) is a tap. */
const SWIPE_MIN_PX = 30;

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
 * scrolled into view. Embla loads when the pointer or focus reaches the carousel, a finger touches it, or its autoplay
 * can run on screen (decision 026); until then the dots count pages from `perView`, and a move asked for meanwhile (an arrow, a
 * dot, a key, the first swipe) happens once it is ready.
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
  const {
    viewportRef,
    api: emblaApi,
    want,
    run,
  } = useEmbla({
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
    ...(staticFromMd ? { breakpoints: { [MEDIA_MD]: { active: false } } } : {}),
  });
  const [snaps, setSnaps] = useState<number[] | null>(null);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(items.length > 1);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

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

  const section = useRef<HTMLElement>(null);

  const prev = useCallback(() => run((api) => api.scrollPrev()), [run]);
  const next = useCallback(() => run((api) => api.scrollNext()), [run]);
  // A swipe that began before Embla was there still turns the page once it is.
  const touchStart = useRef<number | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    want();
    touchStart.current = emblaApi ? null : (event.touches[0]?.clientX ?? null);
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
    if (end < start) next();
    else prev();
  };
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
      ref={section}
      aria-label={label}
      aria-roledescription="carrossel"
      aria-busy={loading ? true : undefined}
      className={`carousel ${className}`}
      data-static-from={staticFromMd ? 'md' : undefined}
      style={style}
      onKeyDown={onKeyDown}
      onMouseEnter={() => {
        want();
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      onFocus={() => {
        want();
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {autoplay && autoplay.ms > 0 ? (
        <Autoplay
          {...{ autoplay, perView, snaps, emblaApi, want, section }}
          items={items.length}
          paused={hovered || focused}
        />
      ) : null}
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
      <div ref={loading ? undefined : viewportRef} className={`carousel-viewport ${viewportClassName}`}>
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
          <Dots {...{ perView, snaps, selected, run, trackId, label }} items={items.length} />
        </div>
      )}
    </section>
  );
}

/**
 * The dots, one a page. A component of their own, as `Autoplay`: the pages before Embla runs depend on the width,
 * which the server does not know, so these are drawn again after hydration — not the slides (decision 045).
 */
function Dots({
  items,
  perView,
  snaps,
  selected,
  run,
  trackId,
  label,
}: {
  items: number;
  perView: PerView;
  snaps: number[] | null;
  selected: number;
  run: (step: (api: EmblaCarouselType) => void) => void;
  trackId: string;
  label: string;
}) {
  const pages = useEstimatedPages(items, perView, snaps);
  if (pages <= 1) return null;
  return Array.from({ length: pages }, (_, i) => (
    <button
      key={i}
      type="button"
      className="carousel-dot"
      onClick={() => run((api) => api.scrollTo(i))}
      aria-controls={trackId}
      aria-current={i === selected ? 'true' : undefined}
      aria-label={`Página ${i + 1} de ${pages}: ${label}`}
    />
  ));
}

/** Autoplay every `ms` while `media` matches, with more than one page, no reduced motion and nothing paused. */
function Autoplay({
  autoplay,
  items,
  perView,
  snaps,
  emblaApi,
  want,
  section,
  paused,
}: {
  autoplay: { ms: number; media: string };
  items: number;
  perView: PerView;
  snaps: number[] | null;
  emblaApi: EmblaCarouselType | undefined;
  want: () => void;
  section: RefObject<HTMLElement | null>;
  paused: boolean;
}) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION, true);
  const autoplayMedia = useMediaQuery(autoplay.media, false);
  const pages = useEstimatedPages(items, perView, snaps);
  const canPlay = autoplayMedia && !reducedMotion && pages > 1;
  const playing = canPlay && !paused;
  // Autoplay needs Embla once the carousel is on screen; one out of sight waits.
  useEffect(() => {
    const element = section.current;
    if (!canPlay || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [canPlay, want, section]);
  useEffect(() => {
    if (!emblaApi || !playing) return;
    return clock.every(autoplay.ms, () => {
      if (emblaApi.canScrollNext()) emblaApi.scrollNext();
      else emblaApi.scrollTo(0);
    });
  }, [emblaApi, playing, autoplay.ms]);
  return null;
}

/**
 * The number of pages (dots): Embla's snaps once it runs; before, the pages `perView` makes at this width. None in
 * the server HTML (the width is not known there), as before.
 */
function useEstimatedPages(items: number, perView: PerView, snaps: number[] | null): number {
  const md = useMediaQuery(MEDIA_MD, false);
  const lg = useMediaQuery(MEDIA_LG, false);
  const xl = useMediaQuery(MEDIA_XL, false);
  const hydrated = useMediaQuery('all', false);
  if (snaps) return snaps.length;
  if (!hydrated) return 0;
  let shown = perView.base;
  if (md && perView.md !== undefined) shown = perView.md;
  if (lg && perView.lg !== undefined) shown = perView.lg;
  if (xl && perView.xl !== undefined) shown = perView.xl;
  return pageCount(items, shown);
}
