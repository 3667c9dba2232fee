/** GET struct/menus/{slug} (B§2.6, B§7): a menu as a tree. */
import type { MenuItem, MenuSlug } from '@vitrine/contract';
import type { AppContext } from '../../context';
import { svgPathOrNull } from '../../lib/sanitize';

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
export async function readMenu(ctx: AppContext, slug: MenuSlug): Promise<MenuItem[]> {
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
