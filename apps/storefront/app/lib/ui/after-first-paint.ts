/**
 * Calls `start` once the browser has painted the page, in a task of its own after that paint (decision 045: the
 * server's HTML is drawn before hydration starts). The paint is read from the Paint Timing entries (a buffered
 * observer also reports a paint made before it was created), not waited for with timers or animation frames, which a
 * paused clock (a test's, a debugger's) would hold back. A page in a hidden tab draws nothing until it is shown, and
 * a browser without paint entries gives no signal: both start at once (in the next task).
 */
export function afterFirstPaint(start: () => void): void {
  const nextTask = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      start();
    };
    channel.port2.postMessage(null);
  };
  const painted = () => performance.getEntriesByType('paint').length > 0;
  const paintEntries =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (document.visibilityState !== 'visible' || !paintEntries || painted()) {
    nextTask();
    return;
  }
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    nextTask();
  });
  observer.observe({ type: 'paint', buffered: true });
}
