import { menuItemBodySchema, storeSettingsBodySchema, storeSettingsFields } from '@vitrine/contract';
import { z } from 'zod';
import { emptyAsText } from '../forms/read-form.server';

/**
 * The forms of the store's settings and menus (issue 37), from the admin API's own schemas: a field is refused beside
 * itself with the message the API would give; an empty field is the schema's to judge (`emptyAsText`).
 */

/** Every field of the settings, an absent (empty) one read as '' for its own schema to judge. */
export const settingsForm = z.preprocess(
  (value) => ({
    ...Object.fromEntries(storeSettingsFields.map((k) => [k, ''])),
    ...(value && typeof value === 'object' ? value : {}),
  }),
  storeSettingsBodySchema,
);

export const menuItemForm = z.object({
  label: emptyAsText(menuItemBodySchema.shape.label),
  link: emptyAsText(menuItemBodySchema.shape.link),
});
