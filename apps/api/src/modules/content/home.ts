import {
  HOME_LIMITS,
  type Brand,
  type Home,
  type MenuItem,
  type Popup,
  type PopupSlug,
  type StoreReviews,
} from '@vitrine/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize';
import { popupHtml } from './admin-popup';
import { readBanners } from './banners';
import { readMenu } from './menus';

/** GET url/home (T§2 Home, T§7): the page's structure and its first fold in one answer. */
export async function readHome(ctx: AppContext): Promise<Home> {
  const [seo, bannersRetangulares, bannersQuadrados, menuCategorias, areas, marcas, popup] = await Promise.all([
    readHomeSeo(ctx),
    readBanners(ctx, 'banner_grid_rectangular', null, HOME_LIMITS.bannersRetangulares),
    readBanners(ctx, 'banner_grid_square', null, HOME_LIMITS.bannersQuadrados),
    readCategoryMenu(ctx),
    readMenu(ctx, 'areas-home'),
    readSliderBrands(ctx),
    readPopup(ctx, 'home'),
  ]);
  return {
    estrutura: { nivel: 'home', seo },
    conteudo: { bannersRetangulares, bannersQuadrados, menuCategorias, areas, marcas, popup },
  };
}

/** GET struct/popup/{slug}: an active pop-up's sanitized HTML; missing or inactive is a 404. */
export async function readActivePopup(ctx: AppContext, slug: PopupSlug): Promise<Popup> {
  const popup = await readPopup(ctx, slug);
  if (!popup) throw notFound('Pop-up não encontrado ou inativo.');
  return popup;
}

/** GET evaluations/store (T§7): the published store reviews, newest first, as testimonials. */
export async function readStoreReviews(ctx: AppContext, offset: number, limit: number): Promise<StoreReviews> {
  const rows = await ctx.db.query<StoreReviewRow>(
    `SELECT id, nome, cidade, criado_em, experiencia, atendimento, mensagem, count(*) OVER ()::int AS total
       FROM store_reviews WHERE ${PUBLISHED}
      ORDER BY criado_em DESC, id DESC OFFSET $1 LIMIT $2`,
    [offset, limit],
  );
  const total =
    rows[0]?.total ??
    (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM store_reviews WHERE ${PUBLISHED}`))[0]?.n ??
    0;
  return {
    avaliacoes: rows.map((r) => ({
      id: r.id,
      nome: r.nome,
      cidade: r.cidade,
      data: new Date(r.criado_em).toISOString(),
      experiencia: r.experiencia,
      atendimento: r.atendimento,
      mensagem: r.mensagem,
    })),
    info: { total, offset, limit },
  };
}

/** A store review shows only when its author authorised publication and the store approved it. */
const PUBLISHED = 'publicado AND autorizacao';

interface StoreReviewRow {
  id: number;
  nome: string;
  cidade: string;
  criado_em: Date | string;
  experiencia: number;
  atendimento: number;
  mensagem: string;
  total: number;
}

/** The home's SEO from the `seo_home` setting; the site name and an empty description when it is missing. */
async function readHomeSeo(ctx: AppContext): Promise<Home['estrutura']['seo']> {
  const rows = await ctx.db.query<{ chave: string; valor: unknown }>(
    "SELECT chave, valor FROM settings WHERE chave IN ('seo_home', 'configuracoes')",
  );
  const value = (key: string) => rows.find((r) => r.chave === key)?.valor;
  const seo = z.object({ title: z.string(), description: z.string() }).safeParse(value('seo_home'));
  const siteName = z
    .object({ sistema: z.object({ geral: z.object({ site: z.object({ nomeDoSite: z.string() }) }) }) })
    .safeParse(value('configuracoes'));
  const title = seo.success ? seo.data.title : siteName.success ? siteName.data.sistema.geral.site.nomeDoSite : '';
  const description = seo.success ? seo.data.description : '';
  return { title, description, titleSocial: title, descriptionSocial: description };
}

/** The top categories of the main menu (the new one, else the old), with their icons and without sub-levels. */
async function readCategoryMenu(ctx: AppContext): Promise<MenuItem[]> {
  let menu = await readMenu(ctx, 'menuPrincipal-new');
  if (menu.length === 0) menu = await readMenu(ctx, 'menuPrincipal');
  return menu.filter((item) => item.idNivel !== null).map((item) => ({ ...item, sub: [] }));
}

/** T§2: the brand slider shows the first 9 active brands that have an image. */
async function readSliderBrands(ctx: AppContext): Promise<Brand[]> {
  const rows = await ctx.db.query<{ id: number; nome: string; slug: string; imagem: string }>(
    `SELECT id, nome, slug, imagem FROM brands
      WHERE ativo AND imagem IS NOT NULL AND imagem <> ''
      ORDER BY posicao, nome LIMIT $1`,
    [HOME_LIMITS.marcas],
  );
  return rows.map((b) => ({ id: b.id, nome: b.nome, imagem: b.imagem, rota: `/marcas/${b.slug}` }));
}

/**
 * An active pop-up inside its dates (issue 37: edited in the back office, admin-popup.ts): its HTML written from its
 * fields when it has a title, else its stored HTML; sanitized on read; null when missing, inactive or out of dates.
 */
async function readPopup(ctx: AppContext, slug: string): Promise<Popup | null> {
  const [row] = await ctx.db.query<{
    conteudo: string;
    titulo: string | null;
    texto: string;
    imagem: string | null;
    cupom: string;
  }>(
    `SELECT conteudo, titulo, texto, imagem, cupom FROM popups
      WHERE slug = $1 AND ativo AND (data_inicial IS NULL OR data_inicial <= $2)
        AND (data_final IS NULL OR data_final > $2)`,
    [slug, ctx.now().toISOString()],
  );
  if (!row) return null;
  const html = row.titulo === null ? row.conteudo : popupHtml({ ...row, titulo: row.titulo });
  return { conteudo: sanitizeRichText(html) };
}
