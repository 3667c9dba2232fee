import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { TurnChunks, scriptsAfterFirstPaint } from './html-stream.server';

/**
 * How long a document whose shell is ready waits for its streamed parts (shelves, blog posts, the menu's banner)
 * before it starts to send. Parts ready by then go out in place: no placeholder, no hidden copy and no script that
 * moves it (≈ 5 KB of a product page whose three shelves come from the shared cache in a few milliseconds); a part
 * still waiting after it streams behind its placeholder as before, so a slow Store API call delays the first byte by
 * this much at most.
 */
const WHOLE_DOCUMENT_WAIT_MS = 100;

type Options = {
  nonce: string | undefined;
  /** Bots and crawlers: the whole document at once, however long its parts take (until the render is aborted). */
  waitForAll: boolean;
  /** The wait for a whole document (tests). */
  wholeWithinMs?: number;
  /**
   * An error of the render: `shell` while the shell renders (the answer's status is still to be decided), `part` once
   * the shell is ready (a part's boundary shows its error state; the answer is a 200 as its shell is).
   */
  onError: (error: unknown, stage: 'shell' | 'part') => void;
};

/**
 * React's streaming render of a document: resolves with its body (the shell, with every part ready within the wait in
 * place) once it starts to go out; rejects when the shell itself fails. `abort` ends the render: parts still waiting
 * then show their error state.
 */
export function renderDocument(
  app: ReactNode,
  { nonce, waitForAll, wholeWithinMs = WHOLE_DOCUMENT_WAIT_MS, onError }: Options,
) {
  let sent = false;
  let shellReady = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let start: (() => void) | null = null;
  let abortRender: (reason?: unknown) => void = () => {};
  const body = new Promise<TurnChunks>((resolve, reject) => {
    start = () => {
      if (sent) return;
      sent = true;
      clearTimeout(timer);
      const out = new TurnChunks(scriptsAfterFirstPaint(nonce));
      pipe(out);
      resolve(out);
    };
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error);
    };
    const { pipe, abort: stop } = renderToPipeableStream(app, {
      nonce,
      // A part ready when the document goes out is written in place whatever its size (React's default sends parts
      // past 12,800 bytes of a flush as streamed copies, which is what the wait is there to avoid).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        shellReady = true;
        if (waitForAll || sent) return;
        timer = setTimeout(() => start?.(), wholeWithinMs);
      },
      onAllReady() {
        start?.();
      },
      onShellError: fail,
      onError(error: unknown) {
        onError(error, shellReady ? 'part' : 'shell');
      },
    });
    abortRender = stop;
  });
  return {
    body,
    /** Ends the render; a document whose shell is ready and not yet sent goes out with what it has. */
    abort: (reason?: unknown) => {
      abortRender(reason);
      if (shellReady) start?.();
    },
  };
}
