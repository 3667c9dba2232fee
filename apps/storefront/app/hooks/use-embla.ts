import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

type Step = (api: EmblaCarouselType) => void;

/**
 * Embla on a viewport, loaded when it is first needed rather than with the page: the server HTML and the CSS already
 * lay the slides out, so until a visitor reaches for the carousel (or its autoplay is due) nothing moves. `want()`
 * starts the load; `run(step)` applies a move at once, or as soon as Embla is ready (an arrow or a key pressed before
 * it had loaded is not lost). `options` are read once.
 */
export function useEmbla(options: EmblaOptionsType) {
  // The viewport is kept in a ref until Embla is wanted: state set from a ref callback would draw the carousel again
  // in the commit that hydrates it (decision 045).
  const element = useRef<HTMLElement | null>(null);
  const wanted = useRef(false);
  /** The viewport Embla runs on: null until Embla is wanted. */
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | undefined>(undefined);
  const initial = useRef(options);
  const queued = useRef<Step | null>(null);
  // The live instance, for a move asked for between Embla's creation and the render that hands out `api`.
  const live = useRef<EmblaCarouselType | undefined>(undefined);

  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      instance = EmblaCarousel(viewport, initial.current);
      live.current = instance;
      const step = queued.current;
      queued.current = null;
      step?.(instance);
      setApi(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      live.current = undefined;
      setApi(undefined);
    };
  }, [viewport]);

  const want = useCallback(() => {
    wanted.current = true;
    setViewport(element.current);
  }, []);
  const viewportRef = useCallback((node: HTMLElement | null) => {
    element.current = node;
    if (wanted.current) setViewport(node);
  }, []);
  const run = useCallback(
    (step: Step) => {
      if (live.current) {
        step(live.current);
        return;
      }
      queued.current = step;
      want();
    },
    [want],
  );

  return { viewportRef, api, want, run };
}
