import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/** React Router's default entry: hydration as a transition, so React yields to the browser every few milliseconds. */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * Calls `start` once the browser has painted the server's HTML (decision 045), in a task of its own after that paint.
 * The paint is read from the Paint Timing entries rather than waited for with timers or animation frames, which a
 * paused clock (a test's, a debugger's) would hold back. A page loaded in a hidden tab draws nothing until it is
 * shown, and a browser without paint entries gives no signal: both start at once.
 */
function afterFirstPaint(start: () => void) {
  const nextTask = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      start();
    };
    channel.port2.postMessage(null);
  };
  const painted = () => performance.getEntriesByType('paint').length > 0;
  if (
    document.visibilityState !== 'visible' ||
    painted() ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    nextTask();
    return;
  }
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    nextTask();
  });
  // Buffered: a paint made before this module ran is reported too.
  observer.observe({ type: 'paint', buffered: true });
}

afterFirstPaint(hydrate);
