/**
 * The back office's calls of the admin API (issue 27, docs/decisions/036-back-office.md): sign-in of back-office
 * users, the inbox of everything the storefront collects, moderation, users and keys, newsletter, privacy (LGPD) and
 * the e-mail outbox. Every text refuses control characters and has a bound, every number fits what the database
 * stores, so a hostile filter is a 400 naming the field, never a 500.
 */
import { z } from 'zod';
import { ADMIN_AREA_NAMES } from './admin-areas';
import { INT4_MAX } from './common';

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- the same, line breaks and tabs allowed
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const oneLine = (max: number, name: string) =>
  z
    .string({ error: `${name}: informe um texto.` })
    .max(max, `${name}: no máximo ${max} caracteres.`)
    .refine((v) => !CONTROL_OR_BREAK.test(v), `${name}: caracteres de controle não são aceitos.`)
    .transform((v) => v.trim());
export const text = (max: number, name: string) =>
  z
    .string({ error: `${name}: informe um texto.` })
    .max(max, `${name}: no máximo ${max} caracteres.`)
    .refine((v) => !CONTROL.test(v), `${name}: caracteres de controle não são aceitos.`)
    .transform((v) => v.trim());
const email = oneLine(254, 'E-mail')
  .transform((v) => v.toLowerCase())
  .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'E-mail: informe um e-mail válido.');
const page = z.coerce
  .number({ error: 'Página: informe um número.' })
  .int('Página: informe um número inteiro.')
  .min(1, 'Página: a partir de 1.')
  .max(100_000, 'Página: valor alto demais.')
  .default(1);
export const idParamsSchema = z.object({
  id: z.coerce.number({ error: 'Endereço não encontrado.' }).int().min(1).max(INT4_MAX),
});

// ————— people and access —————

/** A role's name: what the database keys it by (`admin_roles`), lower-case letters, digits and '-'. */
export const adminRoleSchema = z
  .string({ error: 'Perfil: escolha um perfil.' })
  .regex(/^[a-z][a-z0-9-]{1,39}$/, 'Perfil: de 2 a 40 letras minúsculas, números ou hífens, começando por letra.');
export const adminAreaSchema = z.enum(ADMIN_AREA_NAMES, { error: 'Área: desconhecida.' });

/** Least length of a back-office password. */
export const ADMIN_PASSWORD_MIN = 8;
/** A new back-office password: at least ADMIN_PASSWORD_MIN characters (a new user, her own change, a reset). */
export const adminNewPasswordSchema = z
  .string({ error: 'Senha: informe a senha.' })
  .min(ADMIN_PASSWORD_MIN, `Senha: ao menos ${ADMIN_PASSWORD_MIN} caracteres.`)
  .max(200, 'Senha: no máximo 200 caracteres.');
const newPassword = adminNewPasswordSchema;

export const adminSignInSchema = z.object({
  email,
  senha: z
    .string({ error: 'Senha: informe a senha.' })
    .min(1, 'Senha: informe a senha.')
    .max(200, 'Senha: longa demais.'),
});
export type AdminSignIn = z.input<typeof adminSignInSchema>;
export const adminSessionSchema = z.object({ token: z.string(), nome: z.string(), papel: adminRoleSchema });

export const adminKeySchema = z.object({
  id: z.number().int(),
  rotulo: z.string(),
  prefixo: z.string(),
  criadaEm: z.string(),
  revogadaEm: z.string().nullable(),
  usadaEm: z.string().nullable(),
  /** Areas the key is limited to; null: all of its user's. */
  areas: z.array(adminAreaSchema).nullable(),
  expiraEm: z.string().nullable(),
});
export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nome: z.string(),
  papel: adminRoleSchema,
  ativo: z.boolean(),
  chaves: z.array(adminKeySchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersSchema = z.object({ usuarios: z.array(adminUserSchema) });
export const adminUserCreateSchema = z.object({
  email,
  nome: oneLine(100, 'Nome').refine((v) => v.length > 0, 'Nome: obrigatório.'),
  senha: newPassword,
  papel: adminRoleSchema,
});
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;
export const adminUserActiveSchema = z.object({ ativo: z.boolean({ error: 'Ativo: true ou false.' }) });
export const adminUserRoleSchema = z.object({ papel: adminRoleSchema });

/** Longest life of a key, in days. */
export const ADMIN_KEY_MAX_DAYS = 730;
export const adminKeyCreateSchema = z.object({
  rotulo: oneLine(100, 'Rótulo').refine((v) => v.length > 0, 'Rótulo: obrigatório.'),
  /** Limits the key to these areas (within its user's); absent or empty: all of the user's. */
  areas: z.array(adminAreaSchema).max(ADMIN_AREA_NAMES.length).optional(),
  /** Days until the key stops working; absent: it does not expire. */
  validadeDias: z
    .number({ error: 'Validade: informe um número de dias.' })
    .int('Validade: informe um número inteiro de dias.')
    .min(1, 'Validade: ao menos 1 dia.')
    .max(ADMIN_KEY_MAX_DAYS, `Validade: no máximo ${ADMIN_KEY_MAX_DAYS} dias.`)
    .optional(),
});
export const newAdminKeySchema = z.object({ id: z.number().int(), chave: z.string(), prefixo: z.string() });

export const adminRoleViewSchema = z.object({
  nome: z.string(),
  rotulo: z.string(),
  areas: z.array(adminAreaSchema),
  /** Users holding it. */
  usuarios: z.number().int(),
});
export type AdminRoleView = z.infer<typeof adminRoleViewSchema>;
export const adminRolesSchema = z.object({ papeis: z.array(adminRoleViewSchema) });
export const adminRoleParamsSchema = z.object({ nome: adminRoleSchema });
export const adminRoleSaveSchema = z.object({
  rotulo: oneLine(100, 'Nome do perfil').refine((v) => v.length > 0, 'Nome do perfil: obrigatório.'),
  areas: z.array(adminAreaSchema).max(ADMIN_AREA_NAMES.length),
});

/** A user changing her own password: the current one, the new one twice. */
export const ownPasswordSchema = z
  .object({
    atual: z.string({ error: 'Senha atual: informe a senha.' }).min(1, 'Senha atual: informe a senha.').max(200),
    nova: newPassword,
    confirmacao: z.string({ error: 'Confirmação: repita a nova senha.' }).max(200),
  })
  .refine((v) => v.nova === v.confirmacao, {
    path: ['confirmacao'],
    message: 'Confirmação: não é igual à nova senha.',
  });

// ————— inbox —————

export const inboxKinds = [
  'orcamento',
  'sobConsulta',
  'aviseMe',
  'pergunta',
  'avaliacao',
  'avaliacaoLoja',
  'newsletter',
] as const;
export type InboxKind = (typeof inboxKinds)[number];
export const inboxKindSchema = z.enum(inboxKinds, { error: `Tipo: um de ${inboxKinds.join(', ')}.` });
export const inboxStatuses = ['novo', 'emAtendimento', 'respondido', 'arquivado'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];
export const inboxStatusSchema = z.enum(inboxStatuses, { error: `Status: um de ${inboxStatuses.join(', ')}.` });

export const inboxQuerySchema = z.object({
  tipo: inboxKindSchema.optional(),
  status: inboxStatusSchema.optional(),
  q: oneLine(100, 'Busca').optional(),
  pagina: page,
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

/** An item's key: its kind and its record's id (a newsletter sign-up is named by its e-mail). */
export const inboxItemParamsSchema = z.object({ tipo: inboxKindSchema, id: oneLine(254, 'Id') });

export const inboxItemSchema = z.object({
  tipo: inboxKindSchema,
  id: z.string(),
  criadoEm: z.string(),
  nome: z.string(),
  email: z.string(),
  /** One line saying what it is about (the product, the question's start…). */
  assunto: z.string(),
  /** The whole text the shopper sent. */
  mensagem: z.string(),
  status: inboxStatusSchema,
  nota: z.string(),
  /** What the kind adds: the quote's number and link, the stock, the grade, the moderation state… */
  detalhes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
export const inboxPageSchema = z.object({
  itens: z.array(inboxItemSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxStatusBodySchema = z.object({
  status: inboxStatusSchema,
  nota: text(2_000, 'Nota').default(''),
});
export const answerBodySchema = z.object({
  resposta: text(5_000, 'Resposta').refine((v) => v.length > 0, 'Resposta: escreva a resposta.'),
});
export const moderationBodySchema = z.object({
  decisao: z.enum(['aprovar', 'rejeitar'], { error: 'Decisão: aprovar ou rejeitar.' }),
});

export const dashboardSchema = z.object({
  novos: z.record(z.string(), z.number().int()),
  emails: z.object({ smtpConfigurado: z.boolean(), aguardando: z.number().int(), falhas: z.number().int() }),
  /** The signed-in user still has the demo seed's password: the start page asks her to change it. */
  senhaDemo: z.boolean(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ————— newsletter and privacy —————

export const unsubscribeBodySchema = z.object({ token: oneLine(300, 'Token') });
export const unsubscribeAnswerSchema = z.object({ email: z.string() });
export const newsletterQuerySchema = z.object({ formato: z.enum(['csv']).default('csv') });

export const privacyQuerySchema = z.object({ email });
export const privacyBodySchema = z.object({ email });
export const privacyRecordSchema = z.object({
  tabela: z.string(),
  id: z.string(),
  campos: z.record(z.string(), z.unknown()),
});
export const privacyReportSchema = z.object({ email: z.string(), registros: z.array(privacyRecordSchema) });
export type PrivacyReport = z.infer<typeof privacyReportSchema>;
export const privacyEraseSchema = z.object({ email: z.string(), apagados: z.record(z.string(), z.number().int()) });

// ————— outbox —————

export const outboxStates = ['aguardando', 'enviado', 'falhou'] as const;
export const outboxQuerySchema = z.object({
  situacao: z.enum(outboxStates, { error: `Situação: uma de ${outboxStates.join(', ')}.` }).optional(),
  pagina: page,
});
export const outboxMailSchema = z.object({
  id: z.number().int(),
  destinatario: z.string(),
  assunto: z.string(),
  corpo: z.string(),
  criadoEm: z.string(),
  enviadoEm: z.string().nullable(),
  tentativas: z.number().int(),
  ultimoErro: z.string().nullable(),
  situacao: z.enum(outboxStates),
});
export type OutboxMailView = z.infer<typeof outboxMailSchema>;
export const outboxPageSchema = z.object({
  emails: z.array(outboxMailSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
  smtpConfigurado: z.boolean(),
  contagem: z.record(z.string(), z.number().int()),
});
export const retryAnswerSchema = z.object({ reenviados: z.number().int() });
export const okSchema = z.object({ ok: z.literal(true) });

// ————— catalogue at hand —————

/** The catalogue list's orders (issue 36): by name, most recently changed, price, stock, sku. */
export const CATALOG_ORDERS = ['nome', 'recentes', 'menor-preco', 'maior-preco', 'estoque', 'sku'] as const;
/** A checkbox of a GET form: present ('1', 'on', 'true') or absent. */
const flag = z
  .enum(['1', 'on', 'true', '0', 'false', ''], { error: 'Filtro: use 1 ou 0.' })
  .optional()
  .transform((v) => v === '1' || v === 'on' || v === 'true');
/**
 * The back office's catalogue list (issue 36, point 1): products a page at a time with their total; an empty search
 * lists everything; filters by category (with its subcategories), brand, out of stock, unavailable and no photo.
 */
export const catalogSearchQuerySchema = z.object({
  q: oneLine(100, 'Busca').default(''),
  categoria: oneLine(500, 'Categoria').optional(),
  marca: oneLine(100, 'Marca').optional(),
  semEstoque: flag,
  indisponivel: flag,
  semFoto: flag,
  ordem: z.enum(CATALOG_ORDERS, { error: `Ordem: use ${CATALOG_ORDERS.join(', ')}.` }).default('nome'),
  pagina: page,
});
export type CatalogSearchQuery = z.input<typeof catalogSearchQuerySchema>;
export const catalogRowSchema = z.object({
  sku: z.string(),
  nome: z.string(),
  /** The product's sku when this row is one of its attribute values. */
  skuPai: z.string().nullable(),
  estoque: z.number().int(),
  precoDe: z.number().nullable(),
  precoPor: z.number(),
  status: z.string(),
  ativo: z.boolean(),
  link: z.string(),
  marca: z.string(),
  categoria: z.string(),
  /** The product's photos. */
  fotos: z.number().int(),
});
export type CatalogRow = z.infer<typeof catalogRowSchema>;
export const catalogSearchSchema = z.object({
  /** Each product of the page, followed by its variations' rows. */
  produtos: z.array(catalogRowSchema),
  /** Products (not rows) matching the search and filters. */
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
/** What the product editor offers to choose from (a new category or brand may be typed too). */
export const catalogRefsSchema = z.object({
  categorias: z.array(z.string()),
  marcas: z.array(z.string()),
  selos: z.array(z.string()),
  atributos: z.array(z.string()),
});

/** The bounded text fields of the back office's calls, for the schemas beside this file. */
export { oneLine as boundedLine, text as boundedText };
// ————— audit —————

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data: use AAAA-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Data: inválida.');
/** Filters of the audit trail: who (part of the e-mail or label), what (an action or its start: 'usuario.'), when. */
export const auditQuerySchema = z.object({
  quem: oneLine(254, 'Quem').optional(),
  acao: oneLine(60, 'Ação').optional(),
  de: day.optional(),
  ate: day.optional(),
  pagina: page,
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
export const auditEntrySchema = z.object({
  id: z.number().int(),
  em: z.string(),
  quem: z.string(),
  acao: z.string(),
  alvo: z.string(),
  linhas: z.number().int(),
  /** The change's before and after where it has them (null: nothing before, or not recorded). */
  antes: z.unknown(),
  depois: z.unknown(),
  /** Anything else the change recorded. */
  outros: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  itens: z.array(auditEntrySchema),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
  /** The actions recorded so far, for the filter's list. */
  acoes: z.array(z.string()),
});
