import { describe, expect, it } from 'vitest';
import { formatBRL } from './money';

const NBSP = '\u00a0';

describe('formatBRL', () => {
  it('B§1 prices use Brazilian formatting', () => {
    expect(formatBRL(1234.5)).toBe(`R$${NBSP}1.234,50`);
  });
  it('T§9 R$ 50,00 off above R$ 1000,00', () => {
    expect(formatBRL(50)).toBe(`R$${NBSP}50,00`);
    expect(formatBRL(1000)).toBe(`R$${NBSP}1.000,00`);
  });
  it('B§1 zero is formatted with cents', () => {
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
  });
});
