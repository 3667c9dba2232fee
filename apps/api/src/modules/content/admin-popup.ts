/**
 * The home pop-up (T§2 "optional newsletter coupon popup", T§7 struct/popup/home) as the back office edits it
 * (issue 37, point 3): active, title, text, picture, coupon and dates. The Store API keeps serving `conteudo` (HTML,
 * T§7 "Popup: conteudo"), now written from these fields when it is read (`popupHtml`), so nothing of it is fixed at
 * seed time. The coupon is also what the pop-up's newsletter e-mail sends (forms/store-info.ts).
 */
import { photoHash, photoUrl, PHOTO_USES, type AdminPopup, type AdminPopupBody } from '@vitrine/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { audit } from '../admin/audit';
import type { Actor } from '../admin/keys';
import { fromLocal, pictureOf, toLocal } from './admin-banners';

const SLUG = 'home';
/** The pop-up is at most 30 rem wide (home-popup.tsx): its picture at the card's widest width is plenty. */
const POPUP_IMAGE_WIDTH = PHOTO_USES.card.widths.at(-1) ?? 640;

const COLUMNS = `ativo, coalesce(titulo, '') AS titulo, texto, coalesce(imagem, '') AS imagem, cupom,
  ${toLocal('data_inicial')} AS "dataInicial", ${toLocal('data_final')} AS "dataFinal",
  (ativo AND (data_inicial IS NULL OR data_inicial <= $1) AND (data_final IS NULL OR data_final > $1)) AS "noAr"`;

async function popupOf(ctx: AppContext, db: Queryable): Promise<AdminPopup> {
  const [row] = await db.query<AdminPopup>(`SELECT ${COLUMNS} FROM popups WHERE slug = '${SLUG}'`, [
    ctx.now().toISOString(),
  ]);
  return (
    row ?? { ativo: false, titulo: '', texto: '', imagem: '', cupom: '', dataInicial: '', dataFinal: '', noAr: false }
  );
}

export const readAdminPopup = (ctx: AppContext) => popupOf(ctx, ctx.db);

export function savePopup(ctx: AppContext, actor: Actor, body: AdminPopupBody): Promise<AdminPopup> {
  if (body.dataInicial && body.dataFinal && body.dataFinal <= body.dataInicial) {
    throw badRequest('Fim: depois do início.', { dataFinal: 'Fim: depois do início.' });
  }
  return ctx.db.transaction(async (tx) => {
    const before = await popupOf(ctx, tx);
    const imagem = body.semImagem
      ? null
      : body.imagem
        ? photoHash(body.imagem)
          ? photoUrl((await pictureOf(tx, body.imagem)).hash!, POPUP_IMAGE_WIDTH)
          : body.imagem
        : before.imagem || null;
    await tx.query(
      `INSERT INTO popups (slug, conteudo, ativo, titulo, texto, imagem, cupom, data_inicial, data_final)
       VALUES ('${SLUG}', '', $1, $2, $3, $4, $5,
               CASE WHEN $6 = '' THEN NULL ELSE ${fromLocal('$6')} END,
               CASE WHEN $7 = '' THEN NULL ELSE ${fromLocal('$7')} END)
       ON CONFLICT (slug) DO UPDATE SET ativo = excluded.ativo, titulo = excluded.titulo, texto = excluded.texto,
         imagem = excluded.imagem, cupom = excluded.cupom, data_inicial = excluded.data_inicial,
         data_final = excluded.data_final`,
      [body.ativo, body.titulo, body.texto, imagem, body.cupom, body.dataInicial, body.dataFinal],
    );
    const { noAr: _noAr, ...antes } = before;
    await audit(tx, actor, 'popup.salvar', `popup:${SLUG}`, 1, {
      antes,
      depois: {
        ativo: body.ativo,
        titulo: body.titulo,
        texto: body.texto,
        imagem: imagem ?? '',
        cupom: body.cupom,
        dataInicial: body.dataInicial,
        dataFinal: body.dataFinal,
      },
    });
    return popupOf(ctx, tx);
  });
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The pop-up's HTML from its fields: every text escaped, paragraphs at blank lines, the coupon in bold. */
export function popupHtml(p: { titulo: string; texto: string; imagem: string | null; cupom: string }): string {
  const paragraphs = p.texto
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter((para) => para.length > 0)
    .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`);
  return [
    '<div class="popup-newsletter">',
    p.imagem ? `<img src="${escapeHtml(p.imagem)}" alt="" width="640" loading="lazy">` : '',
    `<h2>${escapeHtml(p.titulo)}</h2>`,
    ...paragraphs,
    p.cupom ? `<p>Cupom: <strong>${escapeHtml(p.cupom)}</strong></p>` : '',
    '</div>',
  ].join('');
}
