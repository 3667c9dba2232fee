import { Transform, type TransformCallback } from 'node:stream';

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
    const chunk = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    this.push(chunk);
  }
}
