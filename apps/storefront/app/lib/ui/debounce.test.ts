import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_DEBOUNCE_MS } from '../cart-constants';
import { createDebouncer } from './debounce';

describe('debounce (T§5, T§9: cart changes wait 300 ms after the last change)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('T§9: runs once, 300 ms after the last change, with the last value', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(CART_DEBOUNCE_MS);
    debouncer.schedule(() => run(2));
    vi.advanceTimersByTime(200);
    debouncer.schedule(() => run(3));
    vi.advanceTimersByTime(CART_DEBOUNCE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    expect(debouncer.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(3);
    expect(debouncer.pending()).toBe(false);
  });

  it('T§5: a cancelled change is never sent', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(CART_DEBOUNCE_MS);
    debouncer.schedule(() => run(5));
    debouncer.cancel();
    vi.advanceTimersByTime(CART_DEBOUNCE_MS * 2);
    expect(run).not.toHaveBeenCalled();
    expect(debouncer.pending()).toBe(false);
  });
});
