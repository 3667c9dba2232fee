import { describe, expect, it } from 'vitest';
import { isPriceText, overlaps } from './float-overlap';

const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

describe('B§2.6 floating button overlap', () => {
  it('boxes that share any area overlap, even by one pixel at a corner', () => {
    expect(overlaps(box(0, 0, 56, 56), box(55, 55, 40, 20))).toBe(true);
    expect(overlaps(box(0, 0, 56, 56), box(56, 0, 40, 20))).toBe(false);
    expect(overlaps(box(0, 0, 56, 56), box(0, 57, 40, 20))).toBe(false);
  });

  it('an empty box (hidden content) never overlaps', () => {
    expect(overlaps(box(0, 0, 56, 56), box(10, 10, 0, 0))).toBe(false);
  });

  it('a price is R$ followed by a number', () => {
    expect(isPriceText('R$ 113,91 à vista')).toBe(true);
    expect(isPriceText('Frete: R$20,00')).toBe(true);
    expect(isPriceText('Preço sob consulta')).toBe(false);
  });
});
