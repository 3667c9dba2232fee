import type { CSSProperties } from 'react';
import { STAR_PERCENT } from '../../lib/listing-constants';

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** Star rating (B§9): the filled stars are media × 20 % wide; read as 'Avaliação: 4,5 de 5'. */
export function RatingStars({ media, quantidade }: { media: number; quantidade?: number }) {
  const width = Math.min(100, Math.max(0, media * STAR_PERCENT));
  return (
    <span className="rating">
      {/* The five stars and the filled share are drawn by the stylesheet (app.css `.stars`): no glyphs in the markup. */}
      <span
        role="img"
        aria-label={`Avaliação: ${decimal.format(media)} de 5`}
        className="stars"
        style={{ '--stars': `${width}%` } as CSSProperties}
      />
      {quantidade !== undefined && quantidade > 0 ? <span className="rating-count">{`(${quantidade})`}</span> : null}
    </span>
  );
}
