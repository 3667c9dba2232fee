/**
 * GET /media/… — product pictures, brand logos, banners, seals, category icons and PDF manuals,
 * all generated from the file name, so the demo store needs no binary files.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { bannerSvg, brandSvg, categorySvg, sealSvg, type BannerKind } from './art';
import { manualPdf } from './pdf';
import { productSvg } from './product-art';
import type { ProductSize } from './product-art';
import { SLUG } from './svg';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRODUCT_FILE = /^([a-z0-9-]+)-(\d{1,2})-(small|medium|big|zoom)\.svg$/;
const BANNER_FILE = /^([a-z0-9-]+)-(desktop|mobile|quadrado|faixa)\.svg$/;

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ success: false, error: { code: 'not_found', message: 'Mídia não encontrada' } });
}

const svg = (reply: FastifyReply, body: string) =>
  reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', IMMUTABLE).send(body);

/** `name.svg` → `name` when the name is a valid slug. */
function slugOf(file: string, extension: string): string | null {
  if (!file.endsWith(extension)) return null;
  const slug = file.slice(0, -extension.length);
  return SLUG.test(slug) ? slug : null;
}

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/media/produtos/:file', async (request, reply) => {
    const match = PRODUCT_FILE.exec(request.params.file);
    const view = Number(match?.[2]);
    if (!match?.[1] || view < 1) return notFound(reply);
    return svg(reply, productSvg(match[1], view, match[3] as ProductSize));
  });

  app.get<{ Params: { file: string } }>('/media/marcas/:file', async (request, reply) => {
    const slug = slugOf(request.params.file, '.svg');
    return slug ? svg(reply, brandSvg(slug)) : notFound(reply);
  });

  app.get<{ Params: { file: string } }>('/media/banners/:file', async (request, reply) => {
    const match = BANNER_FILE.exec(request.params.file);
    if (!match?.[1]) return notFound(reply);
    return svg(reply, bannerSvg(match[1], match[2] as BannerKind));
  });

  app.get<{ Params: { file: string } }>('/media/selos/:file', async (request, reply) => {
    const slug = slugOf(request.params.file, '.svg');
    return slug ? svg(reply, sealSvg(slug)) : notFound(reply);
  });

  app.get<{ Params: { file: string } }>('/media/categorias/:file', async (request, reply) => {
    const slug = slugOf(request.params.file, '.svg');
    return slug ? svg(reply, categorySvg(slug)) : notFound(reply);
  });

  app.get<{ Params: { file: string } }>('/media/manuais/:file', async (request, reply) => {
    const slug = slugOf(request.params.file, '.pdf');
    if (!slug) return notFound(reply);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${slug}.pdf"`)
      .header('cache-control', IMMUTABLE)
      .send(manualPdf(slug));
  });

  app.get('/media/*', async (_request, reply) => notFound(reply));
};
