import {
  adminBannerBodySchema,
  adminPopupBodySchema,
  emailTextBodySchema,
  adminPageBodySchema,
  menuItemBodySchema,
  storeSettingsBodySchema,
  type AdminBannerBody,
  type StoreSettingsBody,
} from '@vitrine/contract';
import { z } from 'zod';
import { emptyAsText } from '../forms/read-form.server';

/**
 * The forms of the store's settings and menus (issue 37), from the admin API's own schemas: a field is refused beside
 * itself with the message the API would give; an empty field is the schema's to judge (`emptyAsText`).
 */

/** Every field of the settings, an empty one judged by its own schema (all of them are texts). */
export const settingsForm = z.object(
  Object.fromEntries(Object.entries(storeSettingsBodySchema.shape).map(([k, schema]) => [k, emptyAsText(schema)])),
) as unknown as z.ZodType<StoreSettingsBody>;

export const menuItemForm = z.object({
  label: emptyAsText(menuItemBodySchema.shape.label),
  link: emptyAsText(menuItemBodySchema.shape.link),
});

export const pageForm = z.object({
  titulo: emptyAsText(adminPageBodySchema.shape.titulo),
  slug: emptyAsText(adminPageBodySchema.shape.slug),
  conteudo: emptyAsText(adminPageBodySchema.shape.conteudo),
  ativo: z
    .enum(['sim', 'nao'], { error: 'Publicada: sim ou não.' })
    .prefault('nao')
    .transform((v) => v === 'sim'),
});

const yesNo = (name: string) =>
  z
    .enum(['sim', 'nao'], { error: `${name}: sim ou não.` })
    .prefault('nao')
    .transform((v) => v === 'sim');

/** A banner's form (issue 37); its picture is a file field the action uploads first (`imagem` is then its address). */
export const bannerForm = z.object({
  slot: emptyAsText(adminBannerBodySchema.shape.slot as unknown as z.ZodType<AdminBannerBody['slot'], string>),
  titulo: emptyAsText(adminBannerBodySchema.shape.titulo),
  subtitulo: emptyAsText(adminBannerBodySchema.shape.subtitulo),
  alt: emptyAsText(adminBannerBodySchema.shape.alt),
  link: emptyAsText(adminBannerBodySchema.shape.link),
  dataInicial: emptyAsText(adminBannerBodySchema.shape.dataInicial),
  dataFinal: emptyAsText(adminBannerBodySchema.shape.dataFinal),
  posicao: emptyAsText(adminBannerBodySchema.shape.posicao as unknown as z.ZodType<number, string>),
  ativo: yesNo('Ativo'),
});

/** The home pop-up's form (issue 37); its picture too is a file field uploaded first. */
export const popupForm = z.object({
  ativo: yesNo('Ativo'),
  titulo: emptyAsText(adminPopupBodySchema.shape.titulo),
  texto: emptyAsText(adminPopupBodySchema.shape.texto),
  cupom: emptyAsText(adminPopupBodySchema.shape.cupom),
  dataInicial: emptyAsText(adminPopupBodySchema.shape.dataInicial),
  dataFinal: emptyAsText(adminPopupBodySchema.shape.dataFinal),
  semImagem: z
    .literal('sim')
    .optional()
    .transform((v) => v === 'sim'),
});

export const emailTextForm = z.object({
  assunto: emptyAsText(emailTextBodySchema.shape.assunto),
  introducao: emptyAsText(emailTextBodySchema.shape.introducao),
});
