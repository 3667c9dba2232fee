import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { fetchPart } from '../../../hooks/use-part-load';
import { useMountedAfterHydration } from '../../../hooks/use-hydrated';
import { LINK_DETAIL_PARTS } from '../../../lib/detail-constants';
import type { DetailPartsData } from '../../../lib/resource-types';
import type { DetailParts } from '../../../server/product/product.server';
import { PartAwait } from '../../ui/part-await';

/**
 * A detail page's showcases and testimonials for the server render (issue 38): the route's loader puts them in the
 * load context, not in the loader data, and entry.server.tsx gives them to the page here, still on their way.
 */
export const DetailPartsContext = createContext<DetailParts | null>(null);

/** GET /resources/detail-parts for a product page (its id) or a kit page (null). */
export const detailPartsUrl = (productId: number | null) =>
  productId === null ? LINK_DETAIL_PARTS : `${LINK_DETAIL_PARTS}?produto=${productId}`;

/** One call a page for all its parts (null when it failed). */
const asked = new Map<string, Promise<DetailPartsData | null>>();
function fetchDetailParts(url: string): Promise<DetailPartsData | null> {
  let answer = asked.get(url);
  if (!answer) asked.set(url, (answer = fetchPart<DetailPartsData>(url)));
  return answer;
}

type Name = keyof DetailPartsData;
type Value<K extends Name> = Exclude<DetailPartsData[K], undefined>;
type Props<K extends Name> = {
  name: K;
  /** detailPartsUrl(…) of the page. */
  source: string;
  /** Shown while the part's data comes (the server's stream, or the browser's call after a client navigation). */
  fallback: ReactNode;
  /** Code the part needs before it can replace the server's markup (an on-demand part's preload). */
  prepare?: () => Promise<unknown>;
  children: (value: Value<K>) => ReactNode;
};

/** The server's part: its data streams in from the load context (nothing when the route gave none). */
function ServerPart<K extends Name>({ name, fallback, children }: Props<K>) {
  const promise = useContext(DetailPartsContext)?.[name] as Promise<Value<K>> | undefined;
  return (
    <div className="contents">
      {promise ? (
        <PartAwait resolve={promise} fallback={fallback}>
          {children}
        </PartAwait>
      ) : null}
    </div>
  );
}

/**
 * The browser's part. Over the server's markup (the page's first load) that markup stays as it is, untouched by
 * hydration, until the part comes within 800 px of the screen; then its data is asked for and the component draws
 * the same thing, now working (a carousel's arrows, dots and autoplay). Mounted after hydration (a client-side
 * navigation) it shows `fallback` and asks at once. If the call fails the server's markup stays (links work), and a
 * part with none shows nothing.
 */
function BrowserPart<K extends Name>({ name, source, fallback, prepare, children }: Props<K>) {
  // Fixed as the part mounts: while hydrating the server's markup is there; after, it never was (read without a
  // render again after hydration: decision 045).
  const overServerMarkup = !useMountedAfterHydration();
  const [state, setState] = useState<'waiting' | 'failed' | { value: DetailPartsData[K] }>('waiting');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      void Promise.all([fetchDetailParts(source), prepare?.().catch(() => null)]).then(([parts]) => {
        if (live) setState(parts && typeof parts === 'object' ? { value: parts[name] } : 'failed');
      });
    };
    const wrapper = ref.current;
    if (!overServerMarkup || !wrapper) {
      load();
      return () => void (live = false);
    }
    // The wrapper lays nothing out: what it shows is observed, and what the server streams into it later too.
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: '800px 0px' },
    );
    const observe = () => {
      for (const child of wrapper.children) near.observe(child);
    };
    observe();
    const streamed = new MutationObserver(observe);
    streamed.observe(wrapper, { childList: true });
    return () => {
      live = false;
      near.disconnect();
      streamed.disconnect();
    };
  }, [overServerMarkup, source, name, prepare]);

  if (typeof state === 'object') {
    return <div className="contents">{state.value === undefined ? null : children(state.value as Value<K>)}</div>;
  }
  if (overServerMarkup) {
    // Hydration leaves the content of an element set with dangerouslySetInnerHTML as the server drew it.
    return <div ref={ref} className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  return <div className="contents">{state === 'failed' ? null : fallback}</div>;
}

/**
 * A part of a detail page (B§2.4, B§2.5) drawn by the server from data the page's loader data does not carry (issue
 * 38: the showcases and testimonials, ≈ 6 KB of a product page); the browser asks for the data when it needs it.
 */
export const DetailPart: <K extends Name>(props: Props<K>) => ReactNode = import.meta.env.SSR
  ? ServerPart
  : BrowserPart;
