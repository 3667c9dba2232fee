import { useEffect } from 'react';

/** The attribute of an image drawn over a local fallback (e.g. the video's play tile); set on it when it fails. */
const IMAGE_FALLBACK_ATTRIBUTE = 'data-fallback';

/**
 * Images from another host (the video's thumbnail) may never arrive: an image marked with `data-fallback` that fails
 * gets `data-fallback="falhou"`, which hides it (app.css), so the local tile under it shows instead of a broken
 * picture. One listener for the document, not a handler on the image: the image may sit in a part whose code loads
 * later (decision 026), and it may fail before the page hydrates (checked once at mount).
 */
export function useImageFallbacks(): void {
  useEffect(() => {
    const mark = (target: EventTarget | null) => {
      if (target instanceof HTMLImageElement && target.hasAttribute(IMAGE_FALLBACK_ATTRIBUTE)) {
        target.setAttribute(IMAGE_FALLBACK_ATTRIBUTE, 'falhou');
      }
    };
    const onError = (event: Event) => mark(event.target);
    // 'error' does not bubble: it is caught on its way down.
    document.addEventListener('error', onError, true);
    for (const image of document.querySelectorAll<HTMLImageElement>(`img[${IMAGE_FALLBACK_ATTRIBUTE}]`)) {
      if (image.complete && image.naturalWidth === 0 && image.currentSrc) mark(image);
    }
    return () => document.removeEventListener('error', onError, true);
  }, []);
}
