// @vitest-environment happy-dom
import type { ProductDetail } from '@vitrine/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewList } from './review-list';

const review = (nome: string, recomenda: boolean) => ({
  nome,
  data: '2024-05-02T12:00:00Z',
  comentario: `Comentário de ${nome}`,
  nota: 4,
  recomenda,
});

const AVALIACAO: ProductDetail['avaliacao'] = {
  media: 4,
  quantidade: 4,
  percentualRecomenda: 75,
  distribuicao: { '1': 0, '2': 0, '3': 0, '4': 4, '5': 0 },
  avaliacoes: [review('Ana', true), review('Bia', true), review('Caio', false), review('Duda', true)],
};

describe('ReviewList (T§2 review summary)', () => {
  it('T§2: the percent recommending is drawn as a circle filled that far', () => {
    render(<ReviewList avaliacao={AVALIACAO} all={false} />);
    const summary = screen.getByTestId('recomendam');
    expect(summary.textContent).toContain('75%');
    expect(summary.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('recomendam-arco').getAttribute('stroke-dasharray')).toBe('75 100');
  });

  it("B§8: 'Ver mais avaliações' shows the rest in place, with no call", () => {
    render(<ReviewList avaliacao={AVALIACAO} all={false} />);
    expect(screen.queryByText('Comentário de Duda')).toBeNull();
    const more = screen.getByRole('link', { name: 'Ver mais avaliações' });
    expect(more.getAttribute('href')).toBe('?avaliacoes=todas#avaliacoes');
    fireEvent.click(more);
    expect(screen.getByText('Comentário de Duda')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ver mais avaliações' })).toBeNull();
  });
});
