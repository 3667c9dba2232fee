/**
 * The store's own settings and content as the back office edits them (issue 37, point 3;
 * docs/decisions/042-store-settings-and-content.md): what `/v2/front/settings` serves, the public address the
 * e-mails link to, and the main and footer menus. Every refusal names its field in Portuguese.
 */
import { z } from 'zod';
import { oneLine } from './backoffice';
import { INT4_MAX } from './common';

const digits = (v: string) => v.replace(/\D/g, '');

/** An https address, or empty (no link). */
const httpsUrl = (name: string) =>
  oneLine(300, name).refine(
    (v) => v === '' || /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(v),
    `${name}: use um endereço completo começando por https://.`,
  );

/**
 * The storefront's public address (the e-mails' links): https, or http on this machine (the demo); no path. Empty:
 * none (e-mails carry no link until one is set).
 */
export const publicUrlSchema = oneLine(300, 'Endereço público da loja')
  .refine(
    (v) =>
      v === '' ||
      /^https:\/\/[^\s/?#]+\.[^\s/?#]+\/?$/i.test(v) ||
      /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?$/.test(v),
    'Endereço público da loja: use https://seudominio.com.br (sem caminho).',
  )
  .transform((v) => v.replace(/\/+$/, ''));

const phone = (name: string) =>
  oneLine(40, name).refine(
    (v) => /^[\d\s()+.-]*$/.test(v) && [0, 10, 11].includes(digits(v).length),
    `${name}: informe DDD e número, com 10 ou 11 dígitos, como (11) 4000-0000.`,
  );

export const storeSettingsBodySchema = z.object({
  nomeDoSite: oneLine(100, 'Nome da loja').refine((v) => v.length > 0, 'Nome da loja: obrigatório.'),
  razaoSocial: oneLine(200, 'Razão social'),
  cnpj: oneLine(30, 'CNPJ').refine(
    (v) => /^[\d./-]*$/.test(v) && [0, 14].includes(digits(v).length),
    'CNPJ: informe os 14 dígitos, como 12.345.678/0001-90.',
  ),
  endereco: oneLine(300, 'Endereço'),
  cep: oneLine(10, 'CEP').refine((v) => /^(\d{5}-?\d{3})?$/.test(v), 'CEP: informe 8 dígitos, como 01234-567.'),
  telefone: phone('Telefone'),
  whatsapp: oneLine(20, 'WhatsApp').refine(
    (v) => /^(\d{12,13})?$/.test(v),
    'WhatsApp: só dígitos, com país e DDD, como 5511940000000.',
  ),
  email: oneLine(254, 'E-mail')
    .transform((v) => v.toLowerCase())
    .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'E-mail: informe um e-mail válido.'),
  atendimento: oneLine(200, 'Horário de atendimento'),
  facebook: httpsUrl('Facebook'),
  instagram: httpsUrl('Instagram'),
  youtube: httpsUrl('YouTube'),
  linkedin: httpsUrl('LinkedIn'),
  gtm: oneLine(20, 'Google Tag Manager')
    .transform((v) => v.toUpperCase())
    .refine((v) => /^(GTM-[A-Z0-9]{4,12})?$/.test(v), 'Google Tag Manager: use o formato GTM-XXXX, ou deixe vazio.'),
  /** Kept only while PUBLIC_URL is not set (then PUBLIC_URL is the one source, and this field is ignored). */
  url: publicUrlSchema,
});
export type StoreSettingsBody = z.output<typeof storeSettingsBodySchema>;
export type StoreSettingsField = keyof StoreSettingsBody;
export const storeSettingsFields = Object.keys(storeSettingsBodySchema.shape) as [
  StoreSettingsField,
  ...StoreSettingsField[],
];

export const storeSettingsSchema = z.object({
  campos: z.record(z.enum(storeSettingsFields), z.string()),
  /** PUBLIC_URL when the server has it: then it is what every e-mail links to, and `campos.url` is not used. */
  publicUrlServidor: z.string().nullable(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

// ————— menus —————

/** The menus the back office edits: the header's main menu and the footer's links. */
export const editableMenus = ['menuPrincipal', 'links-rodape'] as const;
export const editableMenuSchema = z.enum(editableMenus, { error: 'Menu não encontrado.' });
export const adminMenuParamsSchema = z.object({ slug: editableMenuSchema });

const menuLink = oneLine(300, 'Link').refine(
  (v) => /^\/(?![/\\])\S*$/.test(v) || /^https:\/\/\S+$/i.test(v),
  'Link: use um caminho da loja (/categoria) ou um endereço https://.',
);

export const menuItemBodySchema = z.object({
  label: oneLine(80, 'Texto').refine((v) => v.length > 0, 'Texto: obrigatório.'),
  link: menuLink,
});
export const menuItemParamsSchema = z.object({
  slug: editableMenuSchema,
  id: z.coerce.number({ error: 'Item não encontrado.' }).int().min(1).max(INT4_MAX),
});
export const menuMoveBodySchema = z.object({ direcao: z.enum(['subir', 'descer'], { error: 'Direção inválida.' }) });

export const adminMenuSchema = z.object({
  slug: editableMenuSchema,
  itens: z.array(z.object({ id: z.number().int(), label: z.string(), link: z.string(), posicao: z.number().int() })),
  /** Active categories with no item of this menu pointing to them: offered to be added. */
  categoriasFora: z.array(z.object({ id: z.number().int(), nome: z.string(), link: z.string() })),
});
export type AdminMenu = z.infer<typeof adminMenuSchema>;

// ————— institutional pages —————

export const adminPageBodySchema = z.object({
  titulo: oneLine(150, 'Título').refine((v) => v.length > 0, 'Título: obrigatório.'),
  slug: oneLine(80, 'Endereço')
    .transform((v) => v.toLowerCase())
    .refine((v) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), 'Endereço: só letras minúsculas, números e hífens.'),
  /** HTML, cleaned by the API's sanitiser before it is stored. */
  conteudo: z.string({ error: 'Conteúdo: informe um texto.' }).max(200_000, 'Conteúdo: no máximo 200.000 caracteres.'),
  ativo: z.boolean({ error: 'Publicada: sim ou não.' }),
});
export type AdminPageBody = z.output<typeof adminPageBodySchema>;
export const adminPageSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  slug: z.string(),
  rota: z.string(),
  conteudo: z.string(),
  ativo: z.boolean(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;
export const adminPagesSchema = z.object({ paginas: z.array(adminPageSchema) });
export const adminPageParamsSchema = z.object({
  id: z.coerce.number({ error: 'Página não encontrada.' }).int().min(1).max(INT4_MAX),
});
