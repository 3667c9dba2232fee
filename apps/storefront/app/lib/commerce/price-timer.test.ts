import { SEASONAL_COUNTDOWN_DEFAULT } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { pad2, timerParts } from './price-timer';

const window = { dataInicial: '2026-01-01T00:00:00.000Z', dataFinal: '2026-01-03T03:04:05.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('price timer (B§2.4, B§4)', () => {
  it('B§4: hidden before the start', () => expect(timerParts(at('2025-12-31T23:59:59Z'), window)).toBeNull());
  it('B§4: hidden at and after the end', () => {
    expect(timerParts(at('2026-01-03T03:04:05Z'), window)).toBeNull();
    expect(timerParts(at('2026-02-01T00:00:00Z'), window)).toBeNull();
  });
  it('B§4: hidden without a scheduled price', () => expect(timerParts(at('2026-01-02T00:00:00Z'), null)).toBeNull());
  it('B§2.4: days, hours, minutes and seconds left', () => {
    expect(timerParts(at('2026-01-01T00:00:00Z'), window)).toEqual({ dias: 2, horas: 3, min: 4, seg: 5 });
    expect(timerParts(at('2026-01-03T03:04:04Z'), window)).toEqual({ dias: 0, horas: 0, min: 0, seg: 1 });
  });
  it('B§2.4: each tick of one second lowers the seconds', () => {
    const now = at('2026-01-02T00:00:00Z');
    expect(timerParts(now, window)?.seg).toBe(5);
    expect(timerParts(now + 1000, window)?.seg).toBe(4);
  });
  it('B§2.4: two-digit formatting', () => {
    expect(pad2(3)).toBe('03');
    expect(pad2(12)).toBe('12');
  });

  it('B§4 seasonal countdown: only from 1 Nov 2023 00:00:00 to 23 Nov 2023 23:59:59, counting down to the end', () => {
    const season = { dataInicial: SEASONAL_COUNTDOWN_DEFAULT.inicio, dataFinal: SEASONAL_COUNTDOWN_DEFAULT.fim };
    expect(timerParts(at('2023-10-31T23:59:59-03:00'), season)).toBeNull();
    expect(timerParts(at('2023-11-01T00:00:00-03:00'), season)).toEqual({ dias: 22, horas: 23, min: 59, seg: 59 });
    expect(timerParts(at('2023-11-23T23:59:58-03:00'), season)).toEqual({ dias: 0, horas: 0, min: 0, seg: 1 });
    expect(timerParts(at('2023-11-24T00:00:00-03:00'), season)).toBeNull();
  });
});
