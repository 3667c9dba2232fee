import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

/** A stand-in for the browser's PerformanceObserver: `paint()` reports a paint to every observer of paint entries. */
function fakePaintTiming({ supported = true } = {}) {
  const observers: { callback: () => void; connected: boolean; buffered: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'longtask'] : ['longtask'];
    private readonly entry: { callback: () => void; connected: boolean; buffered: boolean };
    constructor(callback: () => void) {
      this.entry = { callback, connected: false, buffered: false };
      observers.push(this.entry);
    }
    observe(options: { type: string; buffered?: boolean }) {
      if (options.type === 'paint') Object.assign(this.entry, { connected: true, buffered: options.buffered === true });
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    observers,
    paint: () => {
      for (const observer of observers) if (observer.connected) observer.callback();
    },
  };
}

/** Lets the tasks queued so far run (MessageChannel tasks included). */
const tasksRun = () => new Promise((resolve) => setTimeout(resolve, 10));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('afterFirstPaint (decision 045: hydration after the first paint, issue 38)', () => {
  it('waits for the first paint, then starts in a task after it, once', async () => {
    vi.stubGlobal('document', { visibilityState: 'visible' });
    const timing = fakePaintTiming();
    const start = vi.fn();
    afterFirstPaint(start);
    await tasksRun();
    expect(start).not.toHaveBeenCalled();
    // A paint made before the observer existed is reported too.
    expect(timing.observers[0]?.buffered).toBe(true);
    timing.paint();
    expect(start).not.toHaveBeenCalled(); // not inside the paint's own callback
    await tasksRun();
    expect(start).toHaveBeenCalledTimes(1);
    timing.paint();
    await tasksRun();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not depend on timers: a paused clock does not hold it back', async () => {
    vi.stubGlobal('document', { visibilityState: 'visible' });
    const timing = fakePaintTiming();
    const start = vi.fn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'requestAnimationFrame', 'queueMicrotask'] });
    try {
      afterFirstPaint(start);
      timing.paint();
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      });
    } finally {
      vi.useRealTimers();
    }
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, which paints nothing until shown', async () => {
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    fakePaintTiming();
    const start = vi.fn();
    afterFirstPaint(start);
    await tasksRun();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once where the browser gives no paint entries', async () => {
    vi.stubGlobal('document', { visibilityState: 'visible' });
    fakePaintTiming({ supported: false });
    const start = vi.fn();
    afterFirstPaint(start);
    await tasksRun();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
