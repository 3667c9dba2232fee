import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFreshAnswer } from './use-fresh-answer';

type Answer = { ok: boolean };
const lifetime = (a: Answer) => (a.ok ? null : 3000);

describe('useFreshAnswer (B§9 alert timings)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('B§9 a refusal shows for 3 s, then goes; the next refusal shows again', () => {
    const first = { ok: false };
    const { result, rerender } = renderHook(
      ({ answer }: { answer: Answer | undefined }) => useFreshAnswer(answer, lifetime),
      { initialProps: { answer: first as Answer | undefined } },
    );
    expect(result.current).toBe(first);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBeUndefined();
    const second = { ok: false };
    rerender({ answer: second });
    expect(result.current).toBe(second);
  });

  it('an answer without a lifetime stays', () => {
    const success = { ok: true };
    const { result } = renderHook(() => useFreshAnswer<Answer>(success, lifetime));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(success);
  });
});
