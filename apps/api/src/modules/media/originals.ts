/**
 * Photo originals on the way in (issue 35): the type is read from the bytes, never from what the sender says; a file
 * above the size limit, wider or taller than the pixel limit (a decompression bomb declares a huge canvas in a few
 * bytes) or that does not decode is refused here, with a Portuguese message, so no shopper's request ever meets it.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ADMIN_LIMITS, IMAGE_TOO_LARGE, PHOTO_NAMED_WIDTHS, PHOTOS_PATH } from '@vitrine/contract';
import type { Queryable } from '../../db/client';
import { slots } from '../../lib/slots';
import { nextTurn } from '../../lib/turns';
import { imageWork } from './image-work';

/** An original ready to store: its hash names it everywhere. */
export interface Original {
  sha256: string;
  tipo: string;
  dados: Buffer;
  largura: number;
  altura: number;
}

const TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heif: 'image/avif' };
const MAX_SIDE = ADMIN_LIMITS.imagePixels;

/** The pattern an original's four sizes are stored under (`{tamanho}`: small, medium, big, zoom). */
export const photoPattern = (sha256: string) => `${PHOTOS_PATH}${sha256}/{tamanho}`;

/** Sizes of the contract's image accepted in a derived photo's address besides widths. */
export const NAMED_WIDTHS: Record<string, number> = PHOTO_NAMED_WIDTHS;

/**
 * Checks an original; the Portuguese reason when it is refused. Its decode takes a turn of the node's image work
 * (image-work.ts): `background` when no one is waiting for this one alone (an import's photos).
 */
export async function readOriginal(
  dados: Buffer,
  { background = false }: { background?: boolean } = {},
): Promise<Original | { error: string }> {
  if (dados.length > ADMIN_LIMITS.imageBytes) return { error: IMAGE_TOO_LARGE };
  if (dados.length === 0) return { error: 'A imagem está vazia.' };
  let meta: sharp.Metadata;
  try {
    // The header alone: a bomb is refused before a pixel is decoded.
    meta = await sharp(dados, { limitInputPixels: false }).metadata();
  } catch {
    return { error: 'O arquivo não é uma imagem JPEG, PNG, WebP ou AVIF legível.' };
  }
  const heifAvif = meta.format === 'heif' && meta.compression === 'av1';
  const tipo = meta.format === 'heif' && !heifAvif ? undefined : TYPES[meta.format ?? ''];
  if (!tipo) return { error: 'Tipo de imagem não aceito: envie JPEG, PNG, WebP ou AVIF.' };
  const { width = 0, height = 0 } = meta;
  if (width > MAX_SIDE || height > MAX_SIDE) {
    return { error: `A imagem tem ${width} × ${height} px; o máximo é ${MAX_SIDE} × ${MAX_SIDE} px.` };
  }
  try {
    // Decodes every pixel once (a truncated or corrupt file fails here, not at a shopper's request).
    await imageWork(
      () =>
        sharp(dados, { limitInputPixels: MAX_SIDE * MAX_SIDE, failOn: 'error' })
          .resize(8, 8)
          .raw()
          .toBuffer(),
      { background },
    );
  } catch {
    return { error: 'A imagem está corrompida ou incompleta.' };
  }
  const sha256 = createHash('sha256').update(dados).digest('hex');
  return { sha256, tipo, dados, largura: width, altura: height };
}

/**
 * Bytes of one part of a stored original (migration 097): each part is one statement, a few milliseconds of PGlite's
 * thread (the page's thread) to write or read, so a shopper's statement never waits long behind an original.
 */
export const PART_BYTES = 256 * 1024;

/** A database an original is written to; `idle` (the node's own, outside a transaction) lets a background writer wait. */
export type OriginalsDb = Queryable & { idle?: () => Promise<void> };

/**
 * Parts written for work no one waits for (an import's photographs), one at a time for the node, each after the
 * shoppers' statements already waiting (`idle`): four photographs fetched at once never queue four parts together.
 */
const backgroundParts = slots(1);

/**
 * Stores originals (the same bytes twice are stored once). The bytes go in parts of PART_BYTES, each as base64 text
 * decoded by the database (PGlite takes 20 MB of bytea as a parameter in ≈ 24 s, as base64 in ≈ 3 s; PostgreSQL
 * either way at once), and a turn of the event loop between parts. The original's row is written last: a reader
 * finds the original whole or not at all. `background`: an import's photographs (needs `db` outside a transaction).
 */
export async function storeOriginals(
  db: OriginalsDb,
  originals: readonly Original[],
  { background = false }: { background?: boolean } = {},
): Promise<void> {
  for (const o of originals) {
    const [known] = await db.query('SELECT 1 FROM media_uploads WHERE sha256 = $1', [o.sha256]);
    if (known) continue;
    for (let parte = 0; parte * PART_BYTES < o.dados.length; parte += 1) {
      const bytes = o.dados.subarray(parte * PART_BYTES, (parte + 1) * PART_BYTES).toString('base64');
      // Written over when a write of the same bytes died half-way (same hash, same parts).
      const write = () =>
        db.query(
          `INSERT INTO media_upload_parts (sha256, parte, dados) VALUES ($1, $2, decode($3, 'base64'))
           ON CONFLICT (sha256, parte) DO UPDATE SET dados = EXCLUDED.dados`,
          [o.sha256, parte, bytes],
        );
      if (background) {
        await backgroundParts(async () => {
          await db.idle?.();
          await write();
        });
      } else await write();
      await nextTurn();
    }
    await db.query(
      `INSERT INTO media_uploads (sha256, tipo, tamanho) VALUES ($1, $2, $3) ON CONFLICT (sha256) DO NOTHING`,
      [o.sha256, o.tipo, o.dados.length],
    );
  }
}

/**
 * An original's type and bytes, or null when there is none (or it is still being written): its parts read one
 * statement each (as base64, for the same reason), a turn of the event loop between them.
 */
export async function readStored(db: Queryable, sha256: string): Promise<{ tipo: string; dados: Buffer } | null> {
  const [row] = await db.query<{ tipo: string; tamanho: number }>(
    'SELECT tipo, tamanho FROM media_uploads WHERE sha256 = $1',
    [sha256],
  );
  if (!row) return null;
  const parts: Buffer[] = [];
  let size = 0;
  for (let parte = 0; size < row.tamanho; parte += 1) {
    if (parte > 0) await nextTurn();
    const [part] = await db.query<{ dados: string }>(
      `SELECT encode(dados, 'base64') AS dados FROM media_upload_parts WHERE sha256 = $1 AND parte = $2`,
      [sha256, parte],
    );
    if (!part) throw new Error(`original ${sha256}: part ${parte} missing`);
    const bytes = Buffer.from(part.dados, 'base64');
    parts.push(bytes);
    size += bytes.length;
  }
  if (size !== row.tamanho) throw new Error(`original ${sha256}: ${size} bytes in its parts, ${row.tamanho} stored`);
  return { tipo: row.tipo, dados: Buffer.concat(parts, size) };
}
