import { describe, expect, it } from 'vitest';
import { storeDate } from './store-date';

describe('storeDate', () => {
  it('shows dd/MM/yyyy in São Paulo time, whatever the zone of the instant', () => {
    expect(storeDate('2026-03-09T12:00:00Z')).toBe('09/03/2026');
    // 01:30 UTC on 1 January is still 31 December in São Paulo (UTC−3).
    expect(storeDate('2026-01-01T01:30:00Z')).toBe('31/12/2025');
  });

  it('shows nothing for an unreadable date', () => {
    expect(storeDate('ontem')).toBe('');
    expect(storeDate('')).toBe('');
  });
});
