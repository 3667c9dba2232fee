import type { ProductDetail } from '@vitrine/contract';
import { Link } from 'react-router';
import { MORE_REVIEWS_TEXT } from '../../../lib/ui/on-demand-constants';
import { RatingStars } from '../rating-stars';
import { storeDate } from '../../../lib/store-date';

const VISIBLE = 3;

/** The reviews' average, count, percent recommending, bars 5→1 and list (the rest via ?avaliacoes=todas). */
export function ReviewList({ avaliacao, all }: { avaliacao: ProductDetail['avaliacao']; all: boolean }) {
  const shown = all ? avaliacao.avaliacoes : avaliacao.avaliacoes.slice(0, VISIBLE);
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
              <span className="text-sm text-gray-700">{avaliacao.quantidade} avaliações</span>
            </div>
            <p className="text-sm">
              <strong className="text-xl">{avaliacao.percentualRecomenda}%</strong> recomendariam
            </p>
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
          {!all && avaliacao.avaliacoes.length > VISIBLE ? (
            <Link
              to="?avaliacoes=todas#avaliacoes"
              preventScrollReset
              replace
              className="self-start font-semibold text-brand-800 underline"
            >
              {MORE_REVIEWS_TEXT}
            </Link>
          ) : null}
        </>
      )}
    </>
  );
}
