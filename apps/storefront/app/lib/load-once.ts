/**
 * `load` run once and its promise shared by every caller, for code fetched on first use (a module the page does not
 * load up front). A failure (a download that failed: offline, a new deployment) is forgotten, so the next call tries
 * again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
