import type { ProductDetail } from '@vitrine/contract';
import { useState } from 'react';
import { MORE_REVIEWS_TEXT } from '../../../lib/forms/form-texts';
import { RatingStars } from '../rating-stars';
import { storeDate } from '../../../lib/store-date';
import { reviewCountText } from '../../../lib/plural';

const VISIBLE = 3;

/**
 * The reviews' average, count, percent recommending (a circle, T§2), bars 5→1 and list. The page carries every
 * review: 'Ver mais avaliações' shows the rest in place (no call that could fail, B§8), or without JavaScript loads
 * ?avaliacoes=todas.
 */
export function ReviewList({ avaliacao, all }: { avaliacao: ProductDetail['avaliacao']; all: boolean }) {
  const [expanded, setExpanded] = useState(all);
  const shown = expanded ? avaliacao.avaliacoes : avaliacao.avaliacoes.slice(0, VISIBLE);
  return (
    <>
      {avaliacao.quantidade === 0 ? (
        <p className="text-sm text-gray-700">Este produto ainda não tem avaliações.</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-6">
            <div className="flex flex-col items-center">
              <span className="text-3xl font-bold">{avaliacao.media.toLocaleString('pt-BR')}</span>
              <RatingStars media={avaliacao.media} />
              <span className="text-sm text-gray-700">{reviewCountText(avaliacao.quantidade)}</span>
            </div>
            <RecommendCircle percent={avaliacao.percentualRecomenda} />
            <ul className="flex flex-col gap-1 text-sm">
              {(['5', '4', '3', '2', '1'] as const).map((star) => {
                const count = avaliacao.distribuicao[star];
                return (
                  <li key={star} className="flex items-center gap-2">
                    <span>{star} ★</span>
                    <span className="h-2 w-32 rounded bg-gray-200">
                      <span
                        className="block h-2 rounded bg-accent-500"
                        style={{ width: `${(count / avaliacao.quantidade) * 100}%` }}
                      />
                    </span>
                    <span>{count}</span>
                  </li>
                );
              })}
            </ul>
          </div>
          <ul className="flex flex-col gap-3">
            {shown.map((review, i) => (
              <li key={`${review.nome}-${i}`} className="rounded-md border border-gray-200 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <strong>{review.nome}</strong>
                  <span className="text-gray-700">{storeDate(review.data)}</span>
                  <RatingStars media={review.nota} />
                </div>
                <p className="mt-1 text-gray-800">{review.comentario}</p>
                <p className="mt-1 font-semibold">{review.recomenda ? 'Recomendaria' : 'Não recomendaria'}</p>
              </li>
            ))}
          </ul>
          {!expanded && avaliacao.avaliacoes.length > VISIBLE ? (
            <a
              href="?avaliacoes=todas#avaliacoes"
              onClick={(event) => {
                event.preventDefault();
                setExpanded(true);
              }}
              className="self-start font-semibold text-brand-800 underline"
            >
              {MORE_REVIEWS_TEXT}
            </a>
          ) : null}
        </>
      )}
    </>
  );
}

/** T§2: the percent recommending drawn as a circle filled that far, the number in its middle. */
function RecommendCircle({ percent }: { percent: number }) {
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="recomendam">
      <span className="relative inline-flex size-16 items-center justify-center">
        <svg viewBox="0 0 36 36" className="absolute inset-0 size-16 -rotate-90" aria-hidden="true">
          <circle cx="18" cy="18" r="15.5" fill="none" strokeWidth="4" className="stroke-gray-200" />
          <circle
            cx="18"
            cy="18"
            r="15.5"
            fill="none"
            strokeWidth="4"
            pathLength={100}
            strokeDasharray={`${percent} 100`}
            className="stroke-green-700"
            data-testid="recomendam-arco"
          />
        </svg>
        <strong className="relative text-base">{percent}%</strong>
      </span>
      recomendariam
    </p>
  );
}
