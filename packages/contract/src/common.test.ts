import { describe, expect, it } from 'vitest';
import { productStatusSchema } from './common';

describe('product status in answers (B§4 "Anything other than disponivel counts as not available")', () => {
  it('keeps the three statuses the store knows', () => {
    for (const status of ['disponivel', 'sobConsulta', 'indisponivel'] as const) {
      expect(productStatusSchema.parse(status)).toBe(status);
    }
  });

  it.each(['esgotado', 'DISPONIVEL', '', null, 3])('reads %j as unavailable instead of failing the answer', (value) => {
    expect(productStatusSchema.parse(value)).toBe('indisponivel');
  });
});
