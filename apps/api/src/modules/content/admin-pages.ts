/**
 * Institutional pages (`/pagina/…`) as the back office edits them (issue 37, point 3): create, edit, publish or
 * unpublish. The HTML is cleaned by the sanitiser the API uses for descriptions before it is stored (and again on
 * read, pages.ts), so a script typed in the form never reaches a shopper. One transaction with its audit row;
 * migration 050 bumps the catalogue version.
 */
import type { AdminPage, AdminPageBody } from '@vitrine/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { ApiError, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize';
import { audit } from '../admin/audit';
import type { Actor } from '../admin/keys';

const COLUMNS = 'id, titulo, slug, rota, conteudo, ativo';

export async function listPages(db: Queryable): Promise<{ paginas: AdminPage[] }> {
  return { paginas: await db.query<AdminPage>(`SELECT ${COLUMNS} FROM pages ORDER BY rota`) };
}

async function pageOf(tx: Queryable, id: number): Promise<AdminPage & { parent_slug: string | null }> {
  const [row] = await tx.query<AdminPage & { parent_slug: string | null }>(
    `SELECT ${COLUMNS}, parent_slug FROM pages WHERE id = $1`,
    [id],
  );
  if (!row) throw notFound('Página não encontrada.');
  return row;
}

async function refuseTakenPath(tx: Queryable, rota: string, id: number | null): Promise<void> {
  const [taken] = await tx.query('SELECT 1 FROM pages WHERE rota = $1 AND id IS DISTINCT FROM $2', [rota, id]);
  if (taken)
    throw new ApiError('conflict', `Endereço: ${rota} já é de outra página.`, {
      slug: `${rota} já é de outra página.`,
    });
}

export function createPage(ctx: AppContext, actor: Actor, body: AdminPageBody): Promise<AdminPage> {
  return ctx.db.transaction(async (tx) => {
    await tx.query('LOCK TABLE pages IN SHARE ROW EXCLUSIVE MODE');
    const rota = `/pagina/${body.slug}`;
    await refuseTakenPath(tx, rota, null);
    const [row] = await tx.query<AdminPage>(
      `INSERT INTO pages (id, slug, rota, titulo, conteudo, ativo)
       VALUES ((SELECT coalesce(max(id), 0) + 1 FROM pages), $1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [body.slug, rota, body.titulo, sanitizeRichText(body.conteudo), body.ativo],
    );
    await audit(tx, actor, 'pagina.criar', `pagina:${row!.id}`, 1, {
      depois: { rota, titulo: body.titulo, ativo: body.ativo },
    });
    return row!;
  });
}

export function savePage(ctx: AppContext, actor: Actor, id: number, body: AdminPageBody): Promise<AdminPage> {
  return ctx.db.transaction(async (tx) => {
    const before = await pageOf(tx, id);
    // A page under another keeps its parent in its address.
    const rota = before.parent_slug ? `/pagina/${before.parent_slug}/${body.slug}` : `/pagina/${body.slug}`;
    // Pages outside /pagina (e.g. /cartao-bndes) keep their address.
    const keep = !before.rota.startsWith('/pagina/');
    const nextRota = keep ? before.rota : rota;
    await refuseTakenPath(tx, nextRota, id);
    const [row] = await tx.query<AdminPage>(
      `UPDATE pages SET slug = $2, rota = $3, titulo = $4, conteudo = $5, ativo = $6 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, keep ? before.slug : body.slug, nextRota, body.titulo, sanitizeRichText(body.conteudo), body.ativo],
    );
    await audit(tx, actor, 'pagina.salvar', `pagina:${id}`, 1, {
      antes: { rota: before.rota, titulo: before.titulo, ativo: before.ativo },
      depois: { rota: nextRota, titulo: body.titulo, ativo: body.ativo },
    });
    return row!;
  });
}
