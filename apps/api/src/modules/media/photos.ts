/**
 * GET /media/fotos/{sha256}/{width}[.{avif|webp|jpg}] — a product photo at one width (issue 35). Without an
 * extension the format follows the browser's Accept (AVIF, else WebP, else JPEG) and the answer says `Vary: Accept`;
 * the width may also be one of the contract's size names (small, medium, big, zoom). The hash is in the address, so
 * the answer never changes: cached for a year, immutable. The one exception: a browser that prefers AVIF asking for a
 * width whose AVIF is not made yet gets the WebP at once (derived.ts `first`), cached for a minute only, so that it
 * asks again once the AVIF is there.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PHOTO_WIDTHS, PHOTOS_PATH } from '@vitrine/contract';
import type { DerivedPhotos, PhotoFormat } from './derived';
import { FORMAT_TYPES } from './derived';
import { NAMED_WIDTHS } from './originals';

const FILE = /^(\d{2,4}|small|medium|big|zoom)(?:\.(avif|webp|jpg))?$/;
const HASH = /^[0-9a-f]{64}$/;
const WIDTHS = new Set(PHOTO_WIDTHS);
/** How long a stand-in (the WebP answered while the AVIF is made) may be kept. */
const STAND_IN_MAX_AGE_S = 60;

/** The best format the browser says it takes. */
function negotiate(accept: string | undefined): PhotoFormat {
  const value = (accept ?? '').toLowerCase();
  if (value.includes('image/avif')) return 'avif';
  if (value.includes('image/webp')) return 'webp';
  return 'jpg';
}

const notFound = (reply: FastifyReply) =>
  reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ success: false, error: { code: 'not_found', message: 'Mídia não encontrada' } });

export function photoRoutes(app: FastifyInstance, photos: DerivedPhotos): void {
  app.get<{ Params: { sha: string; file: string } }>(`${PHOTOS_PATH}:sha/:file`, async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const sha = request.params.sha;
    const width = match?.[1] ? (NAMED_WIDTHS[match[1]] ?? Number(match[1])) : 0;
    if (!match || !HASH.test(sha) || !WIDTHS.has(width)) return notFound(reply);
    const asked = match[2] as PhotoFormat | undefined;
    const preferred = asked ?? negotiate(request.headers.accept);
    const found = asked
      ? await photos.get(sha, width, asked).then((bytes) => bytes && { bytes, format: asked })
      : await photos.first(sha, width, preferred);
    if (!found) return notFound(reply);
    if (!asked) void reply.header('vary', 'Accept');
    return reply
      .header('content-type', FORMAT_TYPES[found.format])
      .header(
        'cache-control',
        found.format === preferred ? 'public, max-age=31536000, immutable' : `public, max-age=${STAND_IN_MAX_AGE_S}`,
      )
      .send(found.bytes);
  });
}
