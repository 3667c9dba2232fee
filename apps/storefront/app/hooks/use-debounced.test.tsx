// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_DEBOUNCE_MS } from '../lib/cart-constants';
import { useDebounced } from './use-debounced';

describe('useDebounced (T§5, T§9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('T§9: sends the last change 300 ms after it and reports the wait', () => {
    const run = vi.fn();
    const { result } = renderHook(() => useDebounced<number>(CART_DEBOUNCE_MS, run));
    act(() => result.current.schedule(2));
    act(() => vi.advanceTimersByTime(CART_DEBOUNCE_MS - 50));
    act(() => result.current.schedule(4));
    expect(result.current.pending).toBe(true);
    act(() => vi.advanceTimersByTime(CART_DEBOUNCE_MS - 1));
    expect(run).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(run).toHaveBeenCalledExactlyOnceWith(4);
    expect(result.current.pending).toBe(false);
  });

  it('T§5: calls the latest callback the component rendered with', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ run }) => useDebounced<number>(CART_DEBOUNCE_MS, run), {
      initialProps: { run: first },
    });
    act(() => result.current.schedule(1));
    rerender({ run: second });
    act(() => vi.advanceTimersByTime(CART_DEBOUNCE_MS));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(1);
  });

  it('T§5: a change waiting when the line goes away is dropped', () => {
    const run = vi.fn();
    const { result, unmount } = renderHook(() => useDebounced<number>(CART_DEBOUNCE_MS, run));
    act(() => result.current.schedule(3));
    unmount();
    vi.advanceTimersByTime(CART_DEBOUNCE_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});
