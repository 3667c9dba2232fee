import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useEachAnswer } from './use-each-answer';

type Reply = { status: string };

describe('useEachAnswer', () => {
  it('reacts once to each new answer, not to re-renders with the same one nor to no answer', () => {
    const react = vi.fn();
    const first: Reply = { status: 'erro' };
    const second: Reply = { status: 'sucesso' };
    const { rerender } = renderHook(({ answer }: { answer: Reply | undefined }) => useEachAnswer(answer, react), {
      initialProps: { answer: undefined as Reply | undefined },
    });
    expect(react).not.toHaveBeenCalled();
    rerender({ answer: first });
    rerender({ answer: first });
    expect(react.mock.calls).toEqual([[first]]);
    // A submission in flight hides the answer; the same answer coming back is not a new one.
    rerender({ answer: undefined });
    rerender({ answer: first });
    expect(react).toHaveBeenCalledTimes(1);
    rerender({ answer: second });
    expect(react.mock.calls).toEqual([[first], [second]]);
    // An answer equal in content but a new object is a new answer (a second success).
    rerender({ answer: { status: 'sucesso' } });
    expect(react).toHaveBeenCalledTimes(3);
  });

  it('reacts to the answer the page arrived with (a plain form post coming back)', () => {
    const react = vi.fn();
    const flash: Reply = { status: 'sucesso' };
    renderHook(() => useEachAnswer(flash, react));
    expect(react.mock.calls).toEqual([[flash]]);
  });
});
