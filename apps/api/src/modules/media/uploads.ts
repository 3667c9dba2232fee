/** GET /media/arquivos/{sha256}.{ext} — images uploaded through the admin API (migration 022), from the database. */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client';
import { UPLOADS_PATH } from '../admin/product-prepare';
import { readStored } from './originals';

const FILE = /^([0-9a-f]{64})\.(jpg|png|webp|gif|avif)$/;

export function uploadRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: { file: string } }>(`${UPLOADS_PATH}:file`, async (request, reply) => {
    const sha = FILE.exec(request.params.file)?.[1];
    const row = sha ? await readStored(db, sha) : null;
    if (!row) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ success: false, error: { code: 'not_found', message: 'Mídia não encontrada' } });
    }
    // The address is the content's hash: it never changes.
    return reply
      .header('content-type', row.tipo)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(row.dados);
  });
}
