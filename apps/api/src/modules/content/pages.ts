import type { Page } from '@vitrine/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize';
import { pathOf } from '../catalog/url-verify';

interface PageRow {
  id: number;
  rota: string;
  titulo: string;
  conteudo: string;
  seo_title: string | null;
  seo_description: string | null;
  parent_titulo: string | null;
  parent_rota: string | null;
}

/** GET /url/page: an institutional page with its breadcrumb (Home, the parent page when any, the page). */
export async function readPage(ctx: AppContext, url: string): Promise<Page> {
  const [row] = await ctx.db.query<PageRow>(
    `SELECT p.id, p.rota, p.titulo, p.conteudo, p.seo_title, p.seo_description,
              parent.titulo AS parent_titulo, parent.rota AS parent_rota
         FROM pages p
         LEFT JOIN pages parent ON p.parent_slug IS NOT NULL AND parent.slug = p.parent_slug
                               AND parent.parent_slug IS NULL AND parent.ativo
        WHERE p.rota = $1 AND p.ativo`,
    [pathOf(url)],
  );
  if (!row) throw notFound('Página não encontrada.');
  const crumb = (label: string, rota: string) => ({ label, rota, url: rota });
  return {
    estrutura: {
      nivel: 'page',
      seo: { title: row.seo_title ?? row.titulo, description: row.seo_description ?? '' },
      breadcrumb: [
        crumb('Home', '/'),
        ...(row.parent_titulo && row.parent_rota ? [crumb(row.parent_titulo, row.parent_rota)] : []),
        crumb(row.titulo, row.rota),
      ],
    },
    conteudo: { id: row.id, titulo: row.titulo, conteudo: sanitizeRichText(row.conteudo) },
  };
}
