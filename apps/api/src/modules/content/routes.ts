import type { FastifyInstance } from 'fastify';
import {
  bannerSlotSchema,
  bannersQuerySchema,
  brandsQuerySchema,
  menuSlugSchema,
  settingsSchema,
  showcaseQuerySchema,
  showcaseSlotSchema,
  type Banner,
  type Brand,
  type MenuItem,
} from '@vitrine/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { svgPathOrNull } from '../../lib/sanitize';
import { parseInput } from '../../lib/validate';
import { showcaseProductIds } from './showcases';
import { productCards } from '../catalog/product-cards';

const slotParam = <T extends z.ZodType>(slot: T) => z.object({ slot });

/** Settings, menus, brands, banners, showcases and blog posts (B§7, T§7). */
export function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/settings', async () => {
    const [row] = await ctx.db.query<{ valor: unknown }>("SELECT valor FROM settings WHERE chave = 'configuracoes'");
    if (!row) throw notFound('Configurações não cadastradas.');
    return settingsSchema.parse({ configuracoes: row.valor });
  });

  app.get('/struct/menus/:slug', async (request) => {
    const params = z.object({ slug: z.string() }).parse(request.params);
    const slug = menuSlugSchema.safeParse(params.slug);
    if (!slug.success) throw notFound('Menu não encontrado.');
    return { menu: await readMenu(ctx, slug.data) };
  });

  app.get('/brands', async (request) => {
    const query = parseInput(brandsQuerySchema, request.query);
    const rows = await ctx.db.query<{ id: number; nome: string; slug: string; imagem: string | null }>(
      `SELECT id, nome, slug, imagem FROM brands
        WHERE ($1::boolean IS NULL OR ativo = $1) ORDER BY posicao, nome`,
      [query.ativo === undefined ? null : query.ativo === 'true'],
    );
    const marcas: Brand[] = rows.map((b) => ({ id: b.id, nome: b.nome, imagem: b.imagem, rota: `/marcas/${b.slug}` }));
    return { marcas };
  });

  app.get('/showcase/banners/:slot', async (request) => {
    const { slot } = parseSlot(slotParam(bannerSlotSchema), request.params, 'Espaço de banner não encontrado.');
    const query = parseInput(bannersQuerySchema, request.query);
    return { banners: await readBanners(ctx, slot, query.idNivel ?? null, query.limit) };
  });

  app.get('/showcase/products/:slot', async (request) => {
    const { slot } = parseSlot(slotParam(showcaseSlotSchema), request.params, 'Vitrine não encontrada.');
    const query = parseInput(showcaseQuerySchema, request.query);
    const [showcase] = await ctx.db.query<{ titulo: string; regra: string }>(
      'SELECT titulo, regra FROM showcases WHERE slug = $1',
      [slot],
    );
    if (!showcase) throw notFound('Vitrine não encontrada.');
    const ids = await showcaseProductIds(ctx.db, slot, showcase.regra, query.limit, query.productId ?? null);
    const produtos = await productCards(ctx.db, ids, await ctx.pricing.get(), ctx.now());
    return { vitrine: { titulo: showcase.titulo }, produtos };
  });

  app.get('/blog/posts', async (request) => {
    const { limit } = parseInput(z.object({ limit: z.coerce.number().int().min(1).max(20).default(3) }), request.query);
    const rows = await ctx.db.query<{ id: number; titulo: string; link: string }>(
      'SELECT id, titulo, link FROM blog_posts ORDER BY publicado_em DESC, id LIMIT $1',
      [limit],
    );
    return { posts: rows.map((p) => ({ id: p.id, link: p.link, title: { rendered: p.titulo } })) };
  });
}

function parseSlot<T extends z.ZodType>(schema: T, params: unknown, message: string): z.infer<T> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}

interface MenuRow {
  id: number;
  parent_id: number | null;
  label: string;
  link: string;
  target: '_self' | '_blank';
  svg: string | null;
  icone: string | null;
  destaque: boolean;
  id_tipo: number;
  id_nivel: number | null;
}

/** A menu as a tree; `rota` is the internal path of the link ('' for external links). */
export async function readMenu(ctx: AppContext, slug: string): Promise<MenuItem[]> {
  const rows = await ctx.db.query<MenuRow>(
    `SELECT id, parent_id, label, link, target, svg, icone, destaque, id_tipo, id_nivel
       FROM menu_items WHERE menu_slug = $1 ORDER BY posicao, id`,
    [slug],
  );
  const children = new Map<number | null, MenuRow[]>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const build = (parent: number | null): MenuItem[] =>
    (children.get(parent) ?? []).map((r) => ({
      id: r.id,
      label: r.label,
      link: r.link,
      rota: r.link.startsWith('/') ? r.link : '',
      target: r.target,
      svg: svgPathOrNull(r.svg),
      icone: r.icone,
      destaque: r.destaque,
      idTipo: r.id_tipo,
      idNivel: r.id_nivel,
      sub: build(r.id),
    }));
  return build(null);
}

interface BannerRow {
  id: number;
  nome: string;
  alt: string;
  data_inicial: Date | string;
  id_nivel: number | null;
  desktop_imagem: string;
  desktop_link: string | null;
  mobile_imagem: string | null;
  mobile_link: string | null;
  codigo_cupom: string | null;
}

/** Active banners of a slot (inside their dates), for one category level when `idNivel` is given. */
export async function readBanners(
  ctx: AppContext,
  slot: string,
  idNivel: number | null,
  limit: number,
): Promise<Banner[]> {
  const rows = await ctx.db.query<BannerRow>(
    `SELECT id, nome, alt, data_inicial, id_nivel, desktop_imagem, desktop_link, mobile_imagem, mobile_link,
            codigo_cupom
       FROM banners
      WHERE slot = $1 AND ativo AND data_inicial <= $2 AND (data_final IS NULL OR data_final > $2)
        AND ($3::int IS NULL OR id_nivel = $3)
      ORDER BY posicao, id LIMIT $4`,
    [slot, ctx.now().toISOString(), idNivel, limit],
  );
  return rows.map((b) => {
    const extra = { codigocupom: b.codigo_cupom };
    return {
      id: b.id,
      nome: b.nome,
      alt: b.alt,
      dataInicial: new Date(b.data_inicial).toISOString(),
      idNivel: b.id_nivel,
      dimensoes: {
        desktop: { imagem: b.desktop_imagem, link: b.desktop_link, parametrosAdicionais: extra },
        mobile: {
          imagem: b.mobile_imagem ?? b.desktop_imagem,
          link: b.mobile_link ?? b.desktop_link,
          parametrosAdicionais: extra,
        },
      },
    };
  });
}
