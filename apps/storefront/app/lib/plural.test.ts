import { describe, expect, it } from 'vitest';
import { countText, plural, reviewCountText } from './plural';

describe('counts agree in number (issue 25)', () => {
  it("issue 25: '1 avaliação', '2 avaliações', '0 avaliações'", () => {
    expect(reviewCountText(1)).toBe('1 avaliação');
    expect(reviewCountText(2)).toBe('2 avaliações');
    expect(reviewCountText(0)).toBe('0 avaliações');
  });

  it('only one (and minus one) is singular; a fraction or a large number is plural, written the Brazilian way', () => {
    expect(plural(-1, 'item', 'itens')).toBe('item');
    expect(plural(1.5, 'item', 'itens')).toBe('itens');
    expect(countText(1234, 'produto', 'produtos')).toBe('1.234 produtos');
    expect(countText(1, 'dia útil', 'dias úteis')).toBe('1 dia útil');
  });
});
