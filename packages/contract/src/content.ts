import { z } from 'zod';
import { productCardSchema } from './common';
import { addressQuerySchema } from './url';

/** B§4: the seasonal countdown runs from 1 Nov 2023 00:00:00 to 23 Nov 2023 23:59:59 (store time, UTC−3). */
export const SEASONAL_COUNTDOWN_DEFAULT = {
  titulo: 'Black Friday',
  inicio: '2023-11-01T00:00:00-03:00',
  fim: '2023-11-23T23:59:59-03:00',
  link: '/c/black-friday',
};

/**
 * GET /v2/front/struct/version: the catalogue version (what the store shows of products, reviews, questions and store
 * ratings). The storefront keeps its shared answers under it and asks it once per page (decision 036).
 */
export const contentVersionSchema = z.object({ versao: z.string() });

/** GET /v2/front/settings → data.configuracoes (B§3 "Site configuration"). */
export const settingsSchema = z.object({
  configuracoes: z.object({
    google: z.object({ ga: z.object({ gtm: z.string() }) }),
    sistema: z.object({
      geral: z.object({
        site: z.object({
          nomeDoSite: z.string(),
          razaoSocial: z.string(),
          cnpj: z.string(),
          endereco: z.string(),
          cep: z.string(),
          whatsapp: z.string(),
          telefone: z.string(),
          email: z.string(),
          atendimento: z.string(),
          linkDownloadSoftware: z.string(),
          descontoVistaPercent: z.number(),
        }),
      }),
    }),
    link: z.object({ social: z.record(z.string(), z.string()) }),
    loja: z.object({
      promocoes: z.array(z.string()),
      beneficios: z.array(z.string()),
      /** B§4 seasonal countdown: its title, window (ISO 8601) and link; the spec's window when the store sets none. */
      contagemRegressiva: z
        .object({ titulo: z.string(), inicio: z.string(), fim: z.string(), link: z.string().nullable() })
        .default(SEASONAL_COUNTDOWN_DEFAULT),
    }),
  }),
});
export type Settings = z.infer<typeof settingsSchema>;
export type SiteSettings = Settings['configuracoes'];

export const menuSlugs = [
  'menuPrincipal',
  'menuPrincipal-new',
  'ver-toda-loja',
  'links-rodape',
  'menu_popup_contato',
  'maquinas-mais-buscadas',
  // T§2 Home: the areas section (the store's fields of work).
  'areas-home',
] as const;
export const menuSlugSchema = z.enum(menuSlugs);
export type MenuSlug = z.infer<typeof menuSlugSchema>;
/** GET /v2/front/struct/menus/{slug}: a slug outside `menuSlugs` names no menu (404). */
export const menuParamsSchema = z.object({ slug: z.enum(menuSlugs, { error: 'Menu não encontrado.' }) });

export { MENU_TYPE } from './constants';

export type MenuItem = {
  id: number;
  label: string;
  link: string;
  rota: string;
  target: '_self' | '_blank';
  svg: string | null;
  icone: string | null;
  destaque: boolean;
  idTipo: number;
  idNivel: number | null;
  sub: MenuItem[];
};
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    label: z.string(),
    link: z.string(),
    rota: z.string(),
    target: z.enum(['_self', '_blank']),
    svg: z.string().nullable(),
    icone: z.string().nullable(),
    destaque: z.boolean(),
    idTipo: z.number().int(),
    idNivel: z.number().int().nullable(),
    sub: z.array(menuItemSchema),
  }),
);
export const menuSchema = z.object({ menu: z.array(menuItemSchema) });
export type Menu = z.infer<typeof menuSchema>;

/** GET /v2/front/brands?ativo=true → data.marcas. */
export const brandSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  imagem: z.string().nullable(),
  rota: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;
export const brandsQuerySchema = z.object({ ativo: z.enum(['true', 'false']).optional() });
export const brandsSchema = z.object({ marcas: z.array(brandSchema) });

/** GET /v2/front/showcase/banners/{slot}. */
export const bannerSlots = [
  'banner-listagem-categoria',
  'banner-menu-principal',
  'banner-subcategoria-menu-topo',
  'banner-grande-menu-categorias',
  'banner-pequeno-menu-categorias',
  'banner-cupom-categoria',
  'banner_grid_rectangular',
  'banner_grid_square',
  'meio-home',
  'banner-principal-home',
] as const;
export const bannerSlotSchema = z.enum(bannerSlots);
export type BannerSlot = z.infer<typeof bannerSlotSchema>;
/** A slot outside `bannerSlots` names no banner space (404). */
export const bannerParamsSchema = z.object({
  slot: z.enum(bannerSlots, { error: 'Espaço de banner não encontrado.' }),
});

const bannerImageSchema = z.object({
  imagem: z.string(),
  link: z.string().nullable(),
  parametrosAdicionais: z.object({ codigocupom: z.string().nullable() }),
});
export const bannerSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  alt: z.string(),
  dataInicial: z.string(),
  idNivel: z.number().int().nullable(),
  dimensoes: z.object({ desktop: bannerImageSchema, mobile: bannerImageSchema }),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersQuerySchema = z.object({
  idNivel: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});
export const bannersSchema = z.object({ banners: z.array(bannerSchema) });

/** GET /v2/front/showcase/products/{slot}. */
export const showcaseSlots = [
  'mais-procurados',
  'vitrine-home2',
  'produto-detalhe-indicados',
  'produto-detalhe-relacionados',
] as const;
export const showcaseSlotSchema = z.enum(showcaseSlots);
export type ShowcaseSlot = z.infer<typeof showcaseSlotSchema>;
/** A slot outside `showcaseSlots` names no showcase (404). */
export const showcaseParamsSchema = z.object({ slot: z.enum(showcaseSlots, { error: 'Vitrine não encontrada.' }) });
export const showcaseQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(5),
  productId: z.coerce.number().int().positive().optional(),
});
export const showcaseSchema = z.object({
  vitrine: z.object({ titulo: z.string() }),
  produtos: z.array(productCardSchema),
});
export type Showcase = z.infer<typeof showcaseSchema>;

/**
 * GET /v2/front/blog/posts?limit= — recent posts of the store's blog for the footer, in the shape blogs publish
 * (B§3 "Blog post"; B§7 does not show the blog's path, so the Store API serves them).
 */
export const blogPostsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit deve ser um número.' })
    .int('limit deve ser um número inteiro.')
    .min(1, 'limit deve ser ao menos 1.')
    .max(20, 'limit deve ser no máximo 20.')
    .default(3),
});
export const blogPostSchema = z.object({
  id: z.number().int(),
  link: z.string(),
  title: z.object({ rendered: z.string() }),
});
export const blogPostsSchema = z.object({ posts: z.array(blogPostSchema) });
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /v2/front/url/page?url= — an institutional page (B§7, T§2 Institutional pages). */
export const pageQuerySchema = addressQuerySchema;
export const pageSchema = z.object({
  estrutura: z.object({
    nivel: z.literal('page'),
    seo: z.object({ title: z.string(), description: z.string() }),
    breadcrumb: z.array(z.object({ label: z.string(), rota: z.string(), url: z.string() })),
  }),
  conteudo: z.object({
    id: z.number().int(),
    titulo: z.string(),
    /** Sanitized HTML. */
    conteudo: z.string(),
  }),
});
export type Page = z.infer<typeof pageSchema>;
