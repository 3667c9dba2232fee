/**
 * Derived photos (issue 35): one width of an original in one format, made with sharp on first request and kept in a
 * bounded disk cache of this node (least recently used removed first); the most recently served are also kept in
 * memory (a smaller bound), so a warm image costs no file reads. Making takes turns of the node's image work
 * (image-work.ts: two at once, a shopper's ahead of the background's, background work one at a time), and two
 * requests for the same image share one making.
 *
 * AVIF takes seconds to encode from a large photograph where a fast WebP takes a tenth of a second: a browser that
 * takes both and asks for a width not made yet gets the WebP at once (`first`), while the AVIF is made in the
 * background for the requests after it.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { ADMIN_LIMITS, PHOTO_USES } from '@vitrine/contract';
import type { Queryable } from '../../db/client';
import { imageWork } from './image-work';
import { readStored } from './originals';

export type PhotoFormat = 'avif' | 'webp' | 'jpg';

export const FORMAT_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

export interface DerivedOptions {
  /** Folder of the cache (DATA_DIR/fotos). */
  dir: string;
  /** Bytes the cache may hold. */
  maxBytes: number;
  /** Bytes of the most recently served images also kept in memory (default 32 MiB). */
  memoryBytes?: number;
}

/** Bytes of derived images kept in memory when the options do not say: a few thousand card-sized images. */
const MEMORY_BYTES = 32 << 20;

/** Encodes one width of an original: oriented, sRGB, no metadata (sharp writes none unless asked). */
async function encodePhoto(original: Buffer, width: number, format: PhotoFormat, fast: boolean): Promise<Buffer> {
  const pixels = ADMIN_LIMITS.imagePixels * ADMIN_LIMITS.imagePixels;
  const image = sharp(original, { limitInputPixels: pixels })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toColourspace('srgb');
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer();
  // effort 0: a few percent larger, several times faster (a shopper is waiting for it).
  if (format === 'webp') return image.webp({ quality: 75, effort: fast ? 0 : 3 }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: !fast }).toBuffer();
}

export interface DerivedPhotos {
  /** The image's bytes, from the cache or made now; null when there is no such original. */
  get(sha256: string, width: number, format: PhotoFormat): Promise<Buffer | null>;
  /**
   * The image for a browser that prefers `format`: that format when it is made; for AVIF not made yet, the WebP (made
   * now, fast) while the AVIF is made in the background. null when there is no such original.
   */
  first(sha256: string, width: number, format: PhotoFormat): Promise<{ bytes: Buffer; format: PhotoFormat } | null>;
  /**
   * Queues these originals for their common sizes, made in the background one original at a time; resolves when the
   * queue is worked through (errors are only logged by the caller).
   */
  warm(sha256s: readonly string[]): Promise<void>;
  /** Bytes the cache holds now. */
  size(): number;
  /** Bytes of it kept in memory now. */
  memorySize(): number;
}

/** The widths made right after an upload: what a listing, a product page and its thumbnails ask first. */
const WARM = [...new Set([...PHOTO_USES.card.widths.slice(1, 4), ...PHOTO_USES.gallery.widths.slice(0, 3), 160])];
const WARM_FORMATS: PhotoFormat[] = ['avif', 'webp'];

export function derivedPhotos(db: Queryable, options: DerivedOptions): DerivedPhotos {
  // The node's image work: background making (after an upload or import) one at a time, a shopper's ahead of it.
  const run = imageWork;
  /** File name → bytes, in use order (the first is the least recently used). */
  const files = new Map<string, number>();
  let total = 0;
  const making = new Map<string, Promise<Buffer | null>>();
  let ready: Promise<void> | undefined;
  /** File name → bytes of the most recently served, in use order (the first is the least recently used). */
  const hot = new Map<string, Buffer>();
  let hotTotal = 0;
  const memoryBytes = Math.min(options.memoryBytes ?? MEMORY_BYTES, options.maxBytes);

  /** Keeps an image's bytes in memory as the most recently used, dropping the least recently used over the bound. */
  function remember(name: string, bytes: Buffer): void {
    const before = hot.get(name);
    if (before) hotTotal -= before.length;
    hot.delete(name);
    hot.set(name, bytes);
    hotTotal += bytes.length;
    for (const [oldest, old] of hot) {
      if (hotTotal <= memoryBytes) break;
      hot.delete(oldest);
      hotTotal -= old.length;
    }
  }

  function forget(name: string): void {
    const bytes = hot.get(name);
    if (!bytes) return;
    hot.delete(name);
    hotTotal -= bytes.length;
  }

  const pathOf = (name: string) => join(options.dir, name.slice(0, 2), name);

  /** Reads what an earlier run of this node left, oldest first. */
  const start = () =>
    (ready ??= (async () => {
      await mkdir(options.dir, { recursive: true });
      const found: { name: string; size: number; at: number }[] = [];
      for (const folder of await readdir(options.dir)) {
        const names = await readdir(join(options.dir, folder)).catch(() => [] as string[]);
        for (const name of names) {
          if (name.endsWith('.tmp')) continue;
          const info = await stat(join(options.dir, folder, name)).catch(() => null);
          if (info?.isFile()) found.push({ name, size: info.size, at: info.mtimeMs });
        }
      }
      found.sort((a, b) => a.at - b.at);
      for (const f of found) {
        files.set(f.name, f.size);
        total += f.size;
      }
      await evict();
    })());

  async function evict(): Promise<void> {
    for (const [name, size] of files) {
      if (total <= options.maxBytes) break;
      files.delete(name);
      total -= size;
      forget(name);
      await rm(pathOf(name), { force: true });
    }
  }

  type Making = { background: boolean; fast: boolean };
  /** An original's bytes, read when the making gets its turn (null: there is no such original). */
  type Source = () => Promise<Buffer | null>;
  const stored =
    (sha256: string): Source =>
    async () =>
      (await readStored(db, sha256))?.dados ?? null;

  async function make(
    sha256: string,
    width: number,
    format: PhotoFormat,
    name: string,
    how: Making,
    source: Source,
  ): Promise<Buffer | null> {
    // The original is read in the making's turn, not before: a queue of many waiting makings holds no originals (an
    // import of a thousand photographs queues their common sizes), and the reads are paced by the making.
    const bytes = await run(
      async () => {
        const original = await source();
        return original ? encodePhoto(original, width, format, how.fast) : null;
      },
      { background: how.background },
    );
    if (!bytes) return null;
    const path = pathOf(name);
    await mkdir(join(options.dir, name.slice(0, 2)), { recursive: true });
    // Written beside and renamed: a reader never sees half a file.
    const tmp = `${path}.${process.pid}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, path);
    files.set(name, bytes.length);
    total += bytes.length;
    remember(name, bytes);
    await evict();
    return bytes;
  }

  /** The cached bytes of a made image, marked as just used; null when not made (or its file is gone). */
  async function cached(name: string): Promise<Buffer | null> {
    await start();
    const size = files.get(name);
    if (size === undefined) return null;
    files.delete(name);
    files.set(name, size);
    const kept = hot.get(name);
    if (kept) {
      remember(name, kept);
      return kept;
    }
    const bytes = await readFile(pathOf(name)).catch(() => null);
    if (bytes) {
      remember(name, bytes);
      return bytes;
    }
    files.delete(name);
    total -= size;
    return null;
  }

  async function get(
    sha256: string,
    width: number,
    format: PhotoFormat,
    how: Making = { background: false, fast: false },
    source: Source = stored(sha256),
  ): Promise<Buffer | null> {
    const name = `${sha256}-${width}.${format}`;
    const hit = await cached(name);
    if (hit) return hit;
    let pending = making.get(name);
    if (!pending) {
      pending = make(sha256, width, format, name, how, source).finally(() => making.delete(name));
      making.set(name, pending);
    }
    return pending;
  }

  async function first(sha256: string, width: number, format: PhotoFormat) {
    if (format !== 'avif') {
      const bytes = await get(sha256, width, format, { background: false, fast: true });
      return bytes && { bytes, format };
    }
    const avif = await cached(`${sha256}-${width}.avif`);
    if (avif) return { bytes: avif, format };
    // The AVIF for the next requests; a failure here is the WebP's too, and that one answers this request.
    void get(sha256, width, 'avif', { background: true, fast: false }).catch(() => undefined);
    const webp = await get(sha256, width, 'webp', { background: false, fast: true });
    return webp && { bytes: webp, format: 'webp' as const };
  }

  /**
   * The originals whose common sizes are still to be made, in arrival order: one queue for the node, worked one
   * original at a time, each original read once for all its sizes.
   */
  const warmQueue = new Set<string>();
  let warming: Promise<void> | null = null;

  async function warmQueued(): Promise<void> {
    let failure: unknown = null;
    // A Set's iteration also visits what is added meanwhile.
    for (const sha of warmQueue) {
      warmQueue.delete(sha);
      let original: Promise<Buffer | null> | undefined;
      const source: Source = () => (original ??= stored(sha)());
      try {
        for (const width of WARM) {
          for (const format of WARM_FORMATS) await get(sha, width, format, { background: true, fast: false }, source);
        }
      } catch (error) {
        failure = error;
      }
    }
    if (failure) throw failure;
  }

  const startWarming = (): Promise<void> =>
    (warming ??= warmQueued().finally(() => {
      warming = null;
      // Queued after the last turn of the loop and before it ended: worked now.
      if (warmQueue.size > 0) void startWarming().catch(() => undefined);
    }));

  return {
    get: (sha256, width, format) => get(sha256, width, format),
    first,
    warm(sha256s) {
      for (const sha of sha256s) warmQueue.add(sha);
      return startWarming();
    },
    size: () => total,
    memorySize: () => hotTotal,
  };
}
