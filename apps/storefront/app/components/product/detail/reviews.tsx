import type { ProductDetail } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { onDemand } from '../../ui/on-demand';

type ReviewsProps = {
  avaliacao: ProductDetail['avaliacao'];
  all: boolean;
  /** The review form ('Avaliar', T§2). */
  children?: ReactNode;
};

/**
 * The average, the bars and the list: text the server renders, whose code (the 'more reviews' link) loads when the
 * pointer, a finger or the focus reaches it (decision 026).
 */
const { Component: ReviewList } = onDemand(() => import('./review-list').then((m) => m.ReviewList));

/** T§2 reviews: average, count, percent recommending, bars 5→1, the list (the rest via ?avaliacoes=todas), 'Avaliar'. */
export function Reviews({ avaliacao, all, children }: ReviewsProps) {
  return (
    <section id="avaliacoes" aria-labelledby="avaliacoes-titulo" className="flex flex-col gap-3">
      <h2 id="avaliacoes-titulo" className="text-lg font-bold text-brand-900">
        Avaliações
      </h2>
      {children}
      <ReviewList avaliacao={avaliacao} all={all} />
    </section>
  );
}

/** T§2 questions: the approved ones with their answers, and the question form. */
export function Questions({ perguntas, children }: { perguntas: ProductDetail['perguntas']; children?: ReactNode }) {
  return (
    <section aria-labelledby="perguntas" className="flex flex-col gap-2">
      <h2 id="perguntas" className="text-lg font-bold text-brand-900">
        Perguntas e respostas
      </h2>
      {perguntas.length === 0 ? (
        <p className="text-sm text-gray-700">Ainda não há perguntas sobre este produto.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {perguntas.map((q) => (
            <li key={q.id} className="rounded-md border border-gray-200 p-3">
              <p>
                <strong>{q.nome}:</strong> {q.pergunta}
              </p>
              {q.resposta ? <p className="mt-1 text-gray-800">Resposta: {q.resposta}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
