/**
 * Banners per slot as the back office edits them (issue 37, point 3): list, create, save, remove. A banner's picture
 * is an original uploaded through the photo pipeline (POST /v2/admin/imagens, issue 35): the desktop strip is its
 * widest banner width, the phone picture its narrower one, both served at the widths of `PHOTO_USES` (the storefront
 * draws them with a srcset). The shop shows a banner only while it is active and inside its dates (banners.ts).
 * Moments travel as the store's wall-clock time; one transaction with its audit row; migration 050 bumps the
 * catalogue version, so every storefront process shows the change on its next page.
 */
import {
  PHOTO_USES,
  photoHash,
  photoUrl,
  type AdminBanner,
  type AdminBannerBody,
  type BannerSlot,
} from '@vitrine/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { audit } from '../admin/audit';
import type { Actor } from '../admin/keys';

/** The store's clock, the zone every moment of the back office is read and written in. */
const STORE_ZONE = 'America/Sao_Paulo';

/** A `datetime-local` value of the store's clock as SQL: `$n` → timestamptz. */
export const fromLocal = (param: string) => `(${param}::timestamp AT TIME ZONE '${STORE_ZONE}')`;
/** A timestamptz column as a `datetime-local` value of the store's clock. */
export const toLocal = (column: string) =>
  `coalesce(to_char(${column} AT TIME ZONE '${STORE_ZONE}', 'YYYY-MM-DD"T"HH24:MI'), '')`;

const DESKTOP_WIDTH = PHOTO_USES.bannerDesktop.widths.at(-1) ?? 1920;
const MOBILE_WIDTH = PHOTO_USES.bannerMobile.widths.at(-1) ?? 800;

const COLUMNS = `id, slot, nome AS titulo, subtitulo, alt, coalesce(desktop_link, '') AS link,
  desktop_imagem AS imagem, mobile_imagem AS "imagemMobile", ${toLocal('data_inicial')} AS "dataInicial",
  ${toLocal('data_final')} AS "dataFinal", posicao, ativo,
  (ativo AND data_inicial <= $1 AND (data_final IS NULL OR data_final > $1)) AS "noAr"`;

export async function listBanners(ctx: AppContext): Promise<{ banners: AdminBanner[] }> {
  const banners = await ctx.db.query<AdminBanner>(`SELECT ${COLUMNS} FROM banners ORDER BY slot, posicao, id`, [
    ctx.now().toISOString(),
  ]);
  return { banners };
}

async function bannerOf(ctx: AppContext, tx: Queryable, id: number): Promise<AdminBanner> {
  const [row] = await tx.query<AdminBanner>(`SELECT ${COLUMNS} FROM banners WHERE id = $2`, [
    ctx.now().toISOString(),
    id,
  ]);
  if (!row) throw notFound('Banner não encontrado.');
  return row;
}

/**
 * The desktop and phone addresses of a picture: an uploaded original at the banner widths (refused when the store
 * has no such upload), or a drawn banner as it is.
 */
export async function pictureOf(
  tx: Queryable,
  imagem: string,
): Promise<{ desktop: string; mobile: string | null; hash: string | null }> {
  const hash = photoHash(imagem);
  if (!hash) return { desktop: imagem, mobile: null, hash: null };
  const [known] = await tx.query('SELECT 1 FROM media_uploads WHERE sha256 = $1', [hash]);
  if (!known) throw badRequest('Imagem: envie a imagem de novo.', { imagem: 'Imagem não encontrada: envie de novo.' });
  return { desktop: photoUrl(hash, DESKTOP_WIDTH), mobile: photoUrl(hash, MOBILE_WIDTH), hash };
}

/** The end must come after the start. */
function checkDates(body: { dataInicial: string; dataFinal: string }): void {
  if (body.dataInicial && body.dataFinal && body.dataFinal <= body.dataInicial) {
    throw badRequest('Fim: depois do início.', { dataFinal: 'Fim: depois do início.' });
  }
}

const audited = (b: AdminBannerBody, imagem: string) => ({
  slot: b.slot as BannerSlot,
  titulo: b.titulo,
  link: b.link,
  imagem,
  dataInicial: b.dataInicial,
  dataFinal: b.dataFinal,
  posicao: b.posicao,
  ativo: b.ativo,
});

export function createBanner(ctx: AppContext, actor: Actor, body: AdminBannerBody): Promise<AdminBanner> {
  checkDates(body);
  if (!body.imagem) throw badRequest('Imagem: envie a imagem do banner.', { imagem: 'Envie a imagem do banner.' });
  return ctx.db.transaction(async (tx) => {
    const picture = await pictureOf(tx, body.imagem);
    await tx.query('LOCK TABLE banners IN SHARE ROW EXCLUSIVE MODE');
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO banners (id, slot, nome, subtitulo, alt, desktop_imagem, desktop_link, mobile_imagem, mobile_link,
                            posicao, data_inicial, data_final, ativo)
       VALUES ((SELECT coalesce(max(id), 0) + 1 FROM banners), $1, $2, $3, $4, $5, nullif($6, ''), $7,
               CASE WHEN $7::text IS NULL THEN NULL ELSE nullif($6, '') END, $8, ${fromLocal('$9')},
               CASE WHEN $10 = '' THEN NULL ELSE ${fromLocal('$10')} END, $11)
       RETURNING id`,
      bannerValues(body, picture),
    );
    await audit(tx, actor, 'banner.criar', `banner:${row!.id}`, 1, { depois: audited(body, picture.desktop) });
    return bannerOf(ctx, tx, row!.id);
  });
}

/** A banner's columns in the order both writes bind them (after the id, for an update). */
function bannerValues(body: AdminBannerBody, picture: { desktop: string | null; mobile: string | null }) {
  return [
    body.slot,
    body.titulo,
    body.subtitulo,
    body.alt,
    picture.desktop,
    body.link,
    picture.mobile,
    body.posicao,
    body.dataInicial,
    body.dataFinal,
    body.ativo,
  ];
}

export function saveBanner(ctx: AppContext, actor: Actor, id: number, body: AdminBannerBody): Promise<AdminBanner> {
  checkDates(body);
  return ctx.db.transaction(async (tx) => {
    const before = await bannerOf(ctx, tx, id);
    const picture = body.imagem
      ? await pictureOf(tx, body.imagem)
      : { desktop: before.imagem, mobile: before.imagemMobile, hash: null };
    await tx.query(
      `UPDATE banners SET slot = $2, nome = $3, subtitulo = $4, alt = $5, desktop_imagem = $6,
              desktop_link = nullif($7, ''), mobile_imagem = $8,
              mobile_link = CASE WHEN $8::text IS NULL THEN NULL ELSE nullif($7, '') END, posicao = $9,
              data_inicial = ${fromLocal('$10')}, data_final = CASE WHEN $11 = '' THEN NULL ELSE ${fromLocal('$11')} END,
              ativo = $12
        WHERE id = $1`,
      [id, ...bannerValues(body, picture)],
    );
    await audit(tx, actor, 'banner.salvar', `banner:${id}`, 1, {
      antes: {
        slot: before.slot,
        titulo: before.titulo,
        link: before.link,
        imagem: before.imagem,
        dataInicial: before.dataInicial,
        dataFinal: before.dataFinal,
        posicao: before.posicao,
        ativo: before.ativo,
      },
      depois: audited(body, picture.desktop),
    });
    return bannerOf(ctx, tx, id);
  });
}

export function removeBanner(ctx: AppContext, actor: Actor, id: number): Promise<{ ok: true }> {
  return ctx.db.transaction(async (tx) => {
    const before = await bannerOf(ctx, tx, id);
    await tx.query('DELETE FROM banners WHERE id = $1', [id]);
    await audit(tx, actor, 'banner.remover', `banner:${id}`, 1, {
      antes: { slot: before.slot, titulo: before.titulo, imagem: before.imagem },
    });
    return { ok: true as const };
  });
}
