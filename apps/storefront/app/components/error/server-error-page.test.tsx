// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_NOW_TEXT, SERVER_ERROR_TEXT } from '../../lib/constants';
import { ServerErrorPage } from './server-error-page';

describe('ServerErrorPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('T§2 5xx page counts down from 5 to 1, then reloads', () => {
    const reload = vi.fn();
    render(<ServerErrorPage here="/busca?busca=sensor" onReload={reload} />);
    expect(screen.getByRole('heading', { name: SERVER_ERROR_TEXT })).toBeTruthy();
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toContain('5');
    for (const expected of ['4', '3', '2', '1']) {
      act(() => vi.advanceTimersByTime(1000));
      expect(timer.textContent).toContain(expected);
      expect(reload).not.toHaveBeenCalled();
    }
    act(() => vi.advanceTimersByTime(1000));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("T§2 'Recarregar agora' reloads at once", () => {
    const reload = vi.fn();
    render(<ServerErrorPage here="/busca?busca=sensor" onReload={reload} />);
    fireEvent.click(screen.getByRole('button', { name: RELOAD_NOW_TEXT }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
