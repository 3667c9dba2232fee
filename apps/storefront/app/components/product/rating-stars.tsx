import { STAR_PERCENT } from '../../lib/constants';

const STARS = '★★★★★';
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** Star rating (B§9): the filled stars are media × 20 % wide; read as 'Avaliação: 4,5 de 5'. */
export function RatingStars({ media, quantidade }: { media: number; quantidade?: number }) {
  const width = Math.min(100, Math.max(0, media * STAR_PERCENT));
  return (
    <span className="rating">
      <span role="img" aria-label={`Avaliação: ${decimal.format(media)} de 5`} className="stars">
        <span aria-hidden="true">{STARS}</span>
        <span aria-hidden="true" className="stars-filled" style={{ width: `${width}%` }}>
          {STARS}
        </span>
      </span>
      {quantidade !== undefined && quantidade > 0 ? <span className="rating-count">({quantidade})</span> : null}
    </span>
  );
}
