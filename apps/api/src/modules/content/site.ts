/** Store-wide reads (B§3, B§7, T§7): the settings, the brands and the blog's recent posts. */
import { settingsSchema, type BlogPost, type Brand, type Settings } from '@vitrine/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';

/** GET settings: the store's configuration, checked against the contract as it leaves the database. */
export async function readSettings(ctx: AppContext): Promise<Settings> {
  const [row] = await ctx.db.query<{ valor: unknown }>("SELECT valor FROM settings WHERE chave = 'configuracoes'");
  if (!row) throw notFound('Configurações não cadastradas.');
  return settingsSchema.parse({ configuracoes: row.valor });
}

/** GET brands: every brand, or only the active (`true`) or inactive (`false`) ones. */
export async function readBrands(ctx: AppContext, ativo: 'true' | 'false' | undefined): Promise<Brand[]> {
  const rows = await ctx.db.query<{ id: number; nome: string; slug: string; imagem: string | null }>(
    `SELECT id, nome, slug, imagem FROM brands
      WHERE ($1::boolean IS NULL OR ativo = $1) ORDER BY posicao, nome`,
    [ativo === undefined ? null : ativo === 'true'],
  );
  return rows.map((b) => ({ id: b.id, nome: b.nome, imagem: b.imagem, rota: `/marcas/${b.slug}` }));
}

/** GET blog/posts: the newest posts first. */
export async function readBlogPosts(ctx: AppContext, limit: number): Promise<BlogPost[]> {
  const rows = await ctx.db.query<{ id: number; titulo: string; link: string }>(
    'SELECT id, titulo, link FROM blog_posts ORDER BY publicado_em DESC, id LIMIT $1',
    [limit],
  );
  return rows.map((p) => ({ id: p.id, link: p.link, title: { rendered: p.titulo } }));
}
