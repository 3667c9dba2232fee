/**
 * The main and footer menus as the back office edits them (issue 37, point 3): the menu's first level — add, rename,
 * move up or down, remove (with its sub-items). Active top categories that no item of the menu links to are offered,
 * so a new category can reach the menu. Each change is one transaction with its audit row; migration 050's trigger
 * bumps the catalogue version, so every storefront process shows the new menu on its next request.
 */
import type { AdminMenu } from '@vitrine/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import { audit } from '../admin/audit';
import type { Actor } from '../admin/keys';

type Slug = AdminMenu['slug'];
interface ItemRow {
  id: number;
  label: string;
  link: string;
  posicao: number;
}

/** The menu types of `menu_items.id_tipo` (migration 003): an internal or an external link. */
const INTERNAL = 1;
const EXTERNAL = 2;

export async function readAdminMenu(db: Queryable, slug: Slug): Promise<AdminMenu> {
  const itens = await db.query<ItemRow>(
    `SELECT id, label, link, posicao FROM menu_items
      WHERE menu_slug = $1 AND parent_id IS NULL ORDER BY posicao, id`,
    [slug],
  );
  const categoriasFora = await db.query<{ id: number; nome: string; link: string }>(
    `SELECT c.id, c.nome, c.rota AS link FROM categories c
      WHERE c.parent_id IS NULL AND c.ativo
        AND NOT EXISTS (SELECT 1 FROM menu_items m WHERE m.menu_slug = $1 AND m.link = c.rota)
      ORDER BY c.posicao, c.nome`,
    [slug],
  );
  return { slug, itens, categoriasFora };
}

async function itemOf(tx: Queryable, slug: Slug, id: number): Promise<ItemRow> {
  const [row] = await tx.query<ItemRow>(
    'SELECT id, label, link, posicao FROM menu_items WHERE id = $1 AND menu_slug = $2 AND parent_id IS NULL',
    [id, slug],
  );
  if (!row) throw notFound('Item de menu não encontrado.');
  return row;
}

/** One write of a menu: the whole table locked (ids are given here), the work, its audit row, the menu again. */
function menuWrite(ctx: AppContext, slug: Slug, work: (tx: Queryable) => Promise<void>): Promise<AdminMenu> {
  return ctx.db.transaction(async (tx) => {
    await tx.query('LOCK TABLE menu_items IN SHARE ROW EXCLUSIVE MODE');
    await ensureMenu(tx, slug);
    await work(tx);
    return readAdminMenu(tx, slug);
  });
}

async function ensureMenu(tx: Queryable, slug: Slug): Promise<void> {
  const names: Record<Slug, string> = { menuPrincipal: 'Menu principal', 'links-rodape': 'Links do rodapé' };
  await tx.query('INSERT INTO menus (slug, nome) VALUES ($1, $2) ON CONFLICT (slug) DO NOTHING', [slug, names[slug]]);
}

const kindOf = (link: string) => (link.startsWith('/') ? INTERNAL : EXTERNAL);

export function addMenuItem(ctx: AppContext, actor: Actor, slug: Slug, item: { label: string; link: string }) {
  return menuWrite(ctx, slug, async (tx) => {
    const [category] = await tx.query<{ id: number }>('SELECT id FROM categories WHERE rota = $1', [item.link]);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO menu_items (id, menu_slug, parent_id, posicao, label, link, id_tipo, id_nivel)
       SELECT (SELECT coalesce(max(id), 0) + 1 FROM menu_items), $1, NULL,
              (SELECT coalesce(max(posicao), 0) + 1 FROM menu_items WHERE menu_slug = $1 AND parent_id IS NULL),
              $2, $3, $4, $5
       RETURNING id`,
      [slug, item.label, item.link, kindOf(item.link), category?.id ?? null],
    );
    await audit(tx, actor, 'menu.incluir', `${slug}:${row!.id}`, 1, { depois: item });
  });
}

export function editMenuItem(
  ctx: AppContext,
  actor: Actor,
  slug: Slug,
  id: number,
  item: { label: string; link: string },
) {
  return menuWrite(ctx, slug, async (tx) => {
    const before = await itemOf(tx, slug, id);
    await tx.query('UPDATE menu_items SET label = $2, link = $3, id_tipo = $4 WHERE id = $1', [
      id,
      item.label,
      item.link,
      kindOf(item.link),
    ]);
    await audit(tx, actor, 'menu.alterar', `${slug}:${id}`, 1, {
      antes: { label: before.label, link: before.link },
      depois: item,
    });
  });
}

export function moveMenuItem(ctx: AppContext, actor: Actor, slug: Slug, id: number, direcao: 'subir' | 'descer') {
  return menuWrite(ctx, slug, async (tx) => {
    await itemOf(tx, slug, id);
    const order = (await readAdminMenu(tx, slug)).itens.map((i) => i.id);
    const at = order.indexOf(id);
    const to = direcao === 'subir' ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) return;
    [order[at], order[to]] = [order[to]!, order[at]!];
    // Positions rewritten 1..n, so items that shared a position get an order of their own.
    await tx.query(
      `UPDATE menu_items m SET posicao = o.n FROM unnest($1::int[]) WITH ORDINALITY AS o(id, n) WHERE m.id = o.id`,
      [order],
    );
    await audit(tx, actor, 'menu.mover', `${slug}:${id}`, 1, { direcao });
  });
}

export function removeMenuItem(ctx: AppContext, actor: Actor, slug: Slug, id: number) {
  return menuWrite(ctx, slug, async (tx) => {
    const before = await itemOf(tx, slug, id);
    await tx.query('DELETE FROM menu_items WHERE id = $1', [id]);
    await audit(tx, actor, 'menu.remover', `${slug}:${id}`, 1, { antes: { label: before.label, link: before.link } });
  });
}
