import { BENEFITS_AUTOPLAY_MS, MEDIA_BELOW_MD } from '../../lib/constants';
import { Carousel } from './carousel';

/**
 * The benefits bar (B§2.3; also on the home page) from the store settings (loja.beneficios): side by side from
 * 768 px; below, one at a time in a slider that moves every 3 s (B§9), paused on hover, on focus and under
 * prefers-reduced-motion.
 */
export function BenefitsBar({ benefits }: { benefits: readonly string[] }) {
  if (benefits.length === 0) return null;
  return (
    <Carousel
      label="Benefícios"
      perView={{ base: 1, md: 3, lg: 5 }}
      gap={{ base: 8, md: 8 }}
      arrows="never"
      dots="below-md"
      staticFromMd
      autoplay={{ ms: BENEFITS_AUTOPLAY_MS, media: MEDIA_BELOW_MD }}
      className="mt-8"
    >
      {benefits.map((benefit) => (
        <p key={benefit} className="benefit">
          {benefit}
        </p>
      ))}
    </Carousel>
  );
}
