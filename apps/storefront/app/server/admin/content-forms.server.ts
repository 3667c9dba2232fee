import {
  adminPageBodySchema,
  menuItemBodySchema,
  storeSettingsBodySchema,
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
