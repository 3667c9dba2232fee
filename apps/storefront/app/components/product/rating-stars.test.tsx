// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars } from './rating-stars';

// B§9 (browsing spec, ratings): the stars are filled to media × 20 % and read as 'Avaliação: x de 5'.
describe('RatingStars', () => {
  it('names the rating and fills media × 20 % of the stars', () => {
    render(<RatingStars media={4.5} quantidade={4} />);
    const stars = screen.getByRole('img', { name: 'Avaliação: 4,5 de 5' });
    expect(stars.style.getPropertyValue('--stars')).toBe('90%');
    expect(screen.getByText('(4)')).toBeTruthy();
  });

  it('keeps the fill between 0 and 100 % and shows no count without reviews', () => {
    const { container } = render(<RatingStars media={7} quantidade={0} />);
    expect(screen.getByRole('img').style.getPropertyValue('--stars')).toBe('100%');
    expect(container.querySelector('.rating-count')).toBeNull();
  });

  it('puts no star glyphs in the markup (the stylesheet draws them)', () => {
    const { container } = render(<RatingStars media={3} />);
    expect(container.textContent).toBe('');
  });
});
