import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_MS } from '../lib/constants';
import { POSTAL_CODE_SAVED_MS } from '../lib/shipping-constants';
import { useTimedNotice } from './use-timed-notice';

describe('useTimedNotice (T§4 postal-code box timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('T§4: a confirmation stays 4 s, then clears and calls onExpire once', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useTimedNotice<string>(onExpire));
    act(() => result.current.show('01310-100', POSTAL_CODE_SAVED_MS));
    expect(result.current.notice).toBe('01310-100');
    act(() => vi.advanceTimersByTime(POSTAL_CODE_SAVED_MS - 1));
    expect(result.current.notice).toBe('01310-100');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(onExpire).toHaveBeenCalledWith('01310-100');
  });

  it('T§4: an error stays 3 s', () => {
    const { result } = renderHook(() => useTimedNotice<'invalid'>());
    act(() => result.current.show('invalid', ALERT_MS));
    act(() => vi.advanceTimersByTime(ALERT_MS - 1));
    expect(result.current.notice).toBe('invalid');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();
  });

  it('a new notice restarts the timer; the replaced one never expires', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useTimedNotice<string>(onExpire));
    act(() => result.current.show('first', ALERT_MS));
    act(() => vi.advanceTimersByTime(ALERT_MS - 500));
    act(() => result.current.show('second', POSTAL_CODE_SAVED_MS));
    act(() => vi.advanceTimersByTime(POSTAL_CODE_SAVED_MS - 1));
    expect(result.current.notice).toBe('second');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();
    expect(onExpire.mock.calls).toEqual([['second']]);
  });

  it('showing the same value again restarts the timer too', () => {
    const { result } = renderHook(() => useTimedNotice<'invalid'>());
    act(() => result.current.show('invalid', ALERT_MS));
    act(() => vi.advanceTimersByTime(ALERT_MS - 1));
    act(() => result.current.show('invalid', ALERT_MS));
    act(() => vi.advanceTimersByTime(ALERT_MS - 1));
    expect(result.current.notice).toBe('invalid');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();
  });

  it('clear removes the notice at once, without onExpire, and stops its timer', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useTimedNotice<string>(onExpire));
    act(() => result.current.show('x', ALERT_MS));
    act(() => result.current.clear());
    expect(result.current.notice).toBeNull();
    act(() => vi.advanceTimersByTime(ALERT_MS * 2));
    expect(onExpire).not.toHaveBeenCalled();
  });
});
