import { useEffect, useState } from 'react';
import { clock } from '../../lib/clock';
import { MEDIA_MD, PROMO_AUTOPLAY_MS, PROMO_COUNT } from '../../lib/constants';
import { useMediaChange } from '../../hooks/use-media-query';
import { useEmbla } from '../../hooks/use-embla';

/**
 * Rotating promo bar (B§2.6): one promo at a time, autoplay 5 s below 768 px; side by side on wider screens. Embla
 * loads only where the bar rotates (below 768 px), or when a finger touches it.
 */
export function PromoBar({ promos }: { promos: string[] }) {
  const shown = promos.slice(0, PROMO_COUNT);
  // Whether the bar rotates (below 768 px) steers effects only, not the markup: told after hydration, not read in it.
  const [narrow, setNarrow] = useState(false);
  useMediaChange(MEDIA_MD, (wide) => setNarrow(!wide));
  const [paused, setPaused] = useState(false);
  const { viewportRef, api: emblaApi, want } = useEmbla({ loop: true, breakpoints: { [MEDIA_MD]: { active: false } } });
  const rotates = narrow && shown.length > 1;

  useEffect(() => {
    if (rotates) want();
  }, [rotates, want]);
  useEffect(() => {
    if (!emblaApi || !rotates || paused) return;
    return clock.every(PROMO_AUTOPLAY_MS, () => emblaApi.scrollNext());
  }, [emblaApi, rotates, paused]);

  return (
    <section
      aria-label="Promoções"
      aria-roledescription="carrossel"
      className="bg-accent-400 text-gray-950"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={want}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* Never cut (B§2.6): a promo wraps to a second line; two lines are reserved so rotating does not shift. */}
      <div className="container-page">
        <div ref={viewportRef} className="overflow-hidden">
          <ul className="flex min-h-10 md:min-h-10">
            {shown.map((promo) => (
              <li key={promo} className="promo-item">
                <span>{promo}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
