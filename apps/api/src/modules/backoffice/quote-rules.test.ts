import { describe, expect, it } from 'vitest';
import { quoteStatuses } from '@vitrine/contract';
import { dayAfter, effectiveStatus, mayAnswer, quoteMoveRefusal, storeToday } from './quote-rules';

describe('quote workflow rules (issue 37, decision 040)', () => {
  it('issue 37: allowed moves pass; respondido only by answering, expirado only by time, aceito is final', () => {
    expect(quoteMoveRefusal('novo', 'emAnalise')).toBeNull();
    expect(quoteMoveRefusal('respondido', 'aceito')).toBeNull();
    expect(quoteMoveRefusal('respondido', 'recusado')).toBeNull();
    expect(quoteMoveRefusal('expirado', 'emAnalise')).toBeNull();
    expect(quoteMoveRefusal('novo', 'respondido')).toMatch(/envie a resposta/);
    expect(quoteMoveRefusal('respondido', 'expirado')).toMatch(/expira sozinho/);
    expect(quoteMoveRefusal('novo', 'aceito')).toBe('Um orçamento novo não pode passar a aceito.');
    for (const to of quoteStatuses) expect(quoteMoveRefusal('aceito', to)).not.toBeNull();
  });

  it('issue 37: the store answers a new, in-analysis, answered or expired quote, never an accepted or refused one', () => {
    expect(quoteStatuses.filter(mayAnswer)).toEqual(['novo', 'emAnalise', 'respondido', 'expirado']);
  });

  it('issue 37: an answered quote reads as expirado from the day after its validity, in the store calendar', () => {
    expect(effectiveStatus('respondido', '2026-11-29', '2026-11-29')).toBe('respondido');
    expect(effectiveStatus('respondido', '2026-11-29', '2026-11-30')).toBe('expirado');
    expect(effectiveStatus('aceito', '2026-11-01', '2026-11-30')).toBe('aceito');
    expect(effectiveStatus('novo', null, '2026-11-30')).toBe('novo');
    // 01:00 UTC on the 30th is still the 29th in São Paulo.
    expect(storeToday(new Date('2026-11-30T01:00:00Z'))).toBe('2026-11-29');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});
