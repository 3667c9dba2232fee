import { Transform, type TransformCallback } from 'node:stream';

/**
 * How long deferred data may stream before its boundaries give up (React Router's `streamTimeout`, entry.server.tsx);
 * the render is aborted a second later.
 */
export const STREAM_TIMEOUT_MS = 5_000;

/** A chunk is passed on at once from this size; smaller ones wait for the end of the current turn of the event loop. */
const MAX_CHUNK_BYTES = 64 * 1024;

/**
 * React writes a page in pieces of a few kilobytes, and each piece would go on through the web stream, the
 * compressor and the socket on its own. This passes on what one turn of the event loop wrote as one chunk (the
 * shell at once, then each streamed part when it is ready), so the page still streams, in a few chunks instead of
 * dozens (decision 028).
 */
export class TurnChunks extends Transform {
  private parts: Buffer[] = [];
  private size = 0;
  private scheduled = false;
  private first = true;

  /**
   * `head` rewrites the document's head, which the first chunk holds (the shell leaves whole, decision 030); the rest
   * of the chunk is passed on as it is, without being decoded.
   */
  constructor(private readonly head?: (html: string) => string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.parts.push(chunk);
    this.size += chunk.length;
    if (this.size >= MAX_CHUNK_BYTES) this.release();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.release();
      });
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.release();
    callback();
  }

  private release() {
    if (this.size === 0) return;
    let chunk = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    if (this.first && this.head) {
      const end = chunk.indexOf('</head>');
      const head = end < 0 ? chunk : chunk.subarray(0, end);
      const rewritten = Buffer.from(this.head(head.toString('utf8')));
      chunk = end < 0 ? rewritten : Buffer.concat([rewritten, chunk.subarray(end)]);
    }
    this.first = false;
    this.push(chunk);
  }
}

/**
 * The document's scripts wait behind what the first paint needs (decision 030): React Router preloads every module
 * of the page at the default (high) priority, which on a slow link shares the bandwidth with the stylesheet and the
 * largest image; at low priority the browser fetches them after those. Given the head only (TurnChunks): a preload
 * link is React Router's own markup there, never text of the page (React escapes `<` in text and attributes).
 */
export const lowPriorityModulePreloads = (head: string): string =>
  head.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
