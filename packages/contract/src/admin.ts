/**
 * The admin API (/v2/admin, docs/architecture.md §8; docs/decisions/031-admin-api-and-import.md): the schemas of its
 * calls and their types. A product has one shape everywhere: the body of `PUT /products/{sku}`, the answer of its GET,
 * an element of a JSON import and of a JSON export; the CSV columns map onto it (apps/api/src/modules/admin/csv-*.ts).
 *
 * Every text refuses control characters (PostgreSQL cannot store a NUL byte) and has a bound; numbers are bounded by
 * what the database stores (integer cents, int4 stock), so hostile input is a 400 naming the field, never a 500.
 */
import { z } from 'zod';
import { ADMIN_AREA_NAMES } from './admin-areas';
import { INT4_MAX, productStatuses } from './common';

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- the same, line breaks and tabs included
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F]/;

/** Bounds of the product shape. */
export const ADMIN_LIMITS = {
  sku: 60,
  name: 200,
  /** An attribute's name (Voltagem, Cor…): what a shopper's form may name back to her. */
  attributeName: 100,
  line: 300,
  shortDescription: 5_000,
  longDescription: 100_000,
  images: 30,
  values: 100,
  characteristics: 200,
  filters: 50,
  seals: 20,
  /** Largest price: integer cents in an int4. */
  priceReais: INT4_MAX / 100,
  /** Items of one PATCH /stock or /prices. */
  batch: 10_000,
  /** Bytes of an uploaded image original (base64 decoded). */
  imageBytes: 20 * 1024 * 1024,
  /** Width and height of an image original, each (a larger one is refused, as a decompression bomb would be). */
  imagePixels: 8_000,
} as const;

const line = (max: number, name = 'Texto') =>
  z
    .string({ error: `${name}: informe um texto.` })
    .max(max, `${name}: no máximo ${max} caracteres.`)
    .refine((v) => !CONTROL_OR_BREAK.test(v), `${name}: caracteres de controle não são aceitos.`)
    .transform((v) => v.trim());
const requiredLine = (max: number, name: string) =>
  line(max, name).refine((v) => v.length > 0, `${name}: obrigatório.`);
const multiline = (max: number, name: string) =>
  z
    .string({ error: `${name}: informe um texto.` })
    .max(max, `${name}: no máximo ${max} caracteres.`)
    .refine((v) => !CONTROL.test(v), `${name}: caracteres de controle não são aceitos.`);

/** A sku: letters, digits, '.', '_' and '-', starting with a letter or digit. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const skuSchema = requiredLine(ADMIN_LIMITS.sku, 'SKU').refine(
  (v) => SKU_PATTERN.test(v),
  'SKU: use só letras, números, ponto, hífen e sublinhado.',
);

/** Reais with at most two decimals, within what integer cents can hold. */
export const adminPriceSchema = z
  .number({ error: 'Preço: informe um número.' })
  .nonnegative('Preço: não pode ser negativo.')
  .max(ADMIN_LIMITS.priceReais, 'Preço: valor alto demais.')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Preço: no máximo duas casas decimais.');
export const stockSchema = z
  .number({ error: 'Estoque: informe um número inteiro.' })
  .int('Estoque: informe um número inteiro.')
  .min(0, 'Estoque: não pode ser negativo.')
  .max(INT4_MAX, 'Estoque: valor alto demais.');

/** Image types an upload may carry (read from the bytes; `tipo` only says what the sender believes). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** "A imagem tem mais de 20 MB." — the one message for an original above the limit, whatever way it came. */
export const IMAGE_TOO_LARGE = `A imagem tem mais de ${ADMIN_LIMITS.imageBytes / 1024 / 1024} MB.`;

/** Characters of base64 read before the size check (the body limit is the real bound; the guard's text cap is not). */
const BASE64_MAX = 64 * 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** An original in base64: the size is checked (with its own message) before the alphabet. */
const imageFile = z
  .string({ error: 'Imagem: envie o arquivo em base64.' })
  .max(BASE64_MAX, IMAGE_TOO_LARGE)
  .superRefine((value, ctx) => {
    const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
    if ((value.length / 4) * 3 - padding > ADMIN_LIMITS.imageBytes)
      ctx.addIssue({ code: 'custom', message: IMAGE_TOO_LARGE });
    else if (value.length % 4 !== 0 || !BASE64.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'Imagem: arquivo em base64 inválido.' });
    }
  });

/**
 * An image: an address (http(s), or a path of this store such as /media/…; `{tamanho}` in it stands for small,
 * medium, big and zoom), or an uploaded file in base64. Without a label, an image keeps the label it has at the same
 * address, else '{nome} - Imagem n'.
 */
const imageUrl = requiredLine(2_000, 'Imagem').refine(
  (v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^\s/][^\s]*$/.test(v),
  'Imagem: endereço inválido (use http(s):// ou um caminho que comece com /).',
);
export const adminImageInputSchema = z.union([
  imageUrl,
  z.object({ url: imageUrl, label: line(ADMIN_LIMITS.line, 'Legenda').optional() }).strict(),
  z
    .object({
      arquivo: imageFile,
      tipo: z.enum(IMAGE_TYPES, { error: `Imagem: tipo deve ser um de ${IMAGE_TYPES.join(', ')}.` }),
      label: line(ADMIN_LIMITS.line, 'Legenda').optional(),
    })
    .strict(),
]);

export const adminValueSchema = z
  .object({
    sku: skuSchema,
    valor: requiredLine(100, 'Valor do atributo'),
    precoDe: adminPriceSchema.nullable().default(null),
    precoPor: adminPriceSchema,
    estoque: stockSchema,
  })
  .strict();

const named = (max: number, name: string) => requiredLine(max, name);

/** Fields of a product besides its sku (the path names it in PUT). */
const productFields = {
  nome: requiredLine(ADMIN_LIMITS.name, 'Nome'),
  /** Kept when the product exists and this is left out; else made from the name. */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug: letras minúsculas, números e hífens.')
    .max(200, 'Slug: no máximo 200 caracteres.')
    .optional(),
  marca: requiredLine(100, 'Marca'),
  /** A path such as 'Refrigeração > Bombas de vácuo'; missing levels are created. */
  categoria: requiredLine(500, 'Categoria').refine(
    (v) => v.split('>').every((part) => part.trim().length > 0) && v.split('>').length <= 4,
    'Categoria: um caminho como "Refrigeração > Bombas de vácuo" (até 4 níveis, nenhum vazio).',
  ),
  precoDe: adminPriceSchema.nullable().default(null),
  precoPor: adminPriceSchema,
  estoque: stockSchema,
  status: z.enum(productStatuses, { error: 'Status: use disponivel, sobConsulta ou indisponivel.' }),
  ativo: z.boolean({ error: 'Ativo: true ou false.' }).default(true),
  ean: line(14, 'EAN')
    .refine((v) => v === '' || /^\d{8,14}$/.test(v), 'EAN: de 8 a 14 dígitos.')
    .nullable()
    .default(null),
  mpn: line(60, 'MPN').nullable().default(null),
  pesoKg: z
    .number({ error: 'Peso: informe um número em kg.' })
    .positive('Peso: maior que zero.')
    .max(100_000, 'Peso: valor alto demais.')
    .nullable()
    .default(null),
  descricaoCurta: multiline(ADMIN_LIMITS.shortDescription, 'Descrição curta').default(''),
  descricaoLonga: multiline(ADMIN_LIMITS.longDescription, 'Descrição longa').default(''),
  imagens: z.array(adminImageInputSchema).max(ADMIN_LIMITS.images, 'Imagens: no máximo 30.').default([]),
  /** Simple-attribute values, each with its own sku, price and stock (e.g. Voltagem: 110V, 220V). */
  atributo: z
    .object({
      nome: named(ADMIN_LIMITS.attributeName, 'Atributo'),
      valores: z
        .array(adminValueSchema)
        .min(1, 'Atributo: informe ao menos um valor.')
        .max(ADMIN_LIMITS.values, 'Atributo: no máximo 100 valores.'),
    })
    .strict()
    .nullable()
    .default(null),
  caracteristicas: z
    .array(
      z
        .object({
          grupo: named(100, 'Grupo'),
          label: named(ADMIN_LIMITS.line, 'Característica'),
          valor: requiredLine(2_000, 'Valor'),
        })
        .strict(),
    )
    .max(ADMIN_LIMITS.characteristics)
    .default([]),
  filtros: z
    .array(z.object({ filtro: named(100, 'Filtro'), valor: named(100, 'Valor do filtro') }).strict())
    .max(ADMIN_LIMITS.filters)
    .default([]),
  /** Names of existing seals (Frete grátis, Lançamento, Oferta…). */
  selos: z.array(named(100, 'Selo')).max(ADMIN_LIMITS.seals).default([]),
  seo: z
    .object({
      title: line(ADMIN_LIMITS.line, 'Título SEO').nullable().default(null),
      description: line(1_000, 'Descrição SEO').nullable().default(null),
    })
    .strict()
    .default({ title: null, description: null }),
};

/**
 * The body of PUT /v2/admin/products/{sku}: the product's fields and, optionally, what the writer believes of it
 * (issue 36): `versao`, the product's version as read (GET's `versao`), refuses the write with a 409 when the product
 * changed since (the import's conflict rule); `novo: true` refuses it with a 409 when the sku already exists.
 */
export const adminProductBodySchema = z
  .object({
    ...productFields,
    versao: z.string().max(40, 'Versão: no máximo 40 caracteres.').optional(),
    novo: z.boolean({ error: 'Novo: true ou false.' }).optional(),
  })
  .strict();
/** One product with its sku: an element of a JSON import, and of a GET or export answer. */
export const adminProductSchema = z.object({ sku: skuSchema, ...productFields }).strict();
export type AdminProductInput = z.input<typeof adminProductSchema>;
export type AdminProduct = z.output<typeof adminProductSchema>;

export const adminSkuParamsSchema = z.object({ sku: skuSchema });

/** A product with its version: when it last changed, as the export's `versao` column writes it. */
export const versionedProductSchema = adminProductSchema.extend({ versao: z.string() });
/**
 * GET /products: the catalogue a page at a time in the order it changed, (atualizado_em, id) — an integrator reads
 * from `alteradoDesde` (or the start) and follows `proximo` until it is null; the next poll starts from the last
 * `versao` it saw.
 */
export const productListQuerySchema = z.object({
  alteradoDesde: z.iso
    .datetime({ offset: true, error: 'alteradoDesde: uma data e hora ISO 8601, como 2026-11-29T08:00:00Z.' })
    .optional(),
  cursor: z.string().max(200).optional(),
  limite: z.coerce
    .number({ error: 'limite: um número.' })
    .int('limite: um número inteiro.')
    .min(1, 'limite: ao menos 1.')
    .max(500, 'limite: no máximo 500.')
    .default(100),
});
export const productListSchema = z.object({
  produtos: z.array(versionedProductSchema),
  /** The cursor of the next page, or null at the end. */
  proximo: z.string().nullable(),
});

/** The answer of a product write: what happened, the product as stored. */
export const adminProductAnswerSchema = z.object({
  situacao: z.enum(['criado', 'alterado', 'inalterado']),
  produto: adminProductSchema,
});

// ————— many skus at once —————

/**
 * The price rule of every writer (import, PUT, PATCH /prices): a sale price above zero, and a list price ("de") that
 * is empty or at least the sale price. The reason in Portuguese, or null when the pair is fine.
 */
export function priceProblem(de: number | null, por: number): { campo: 'de' | 'por'; mensagem: string } | null {
  if (!(por > 0)) return { campo: 'por', mensagem: 'Preço "por": deve ser maior que zero.' };
  if (de !== null && de < por) {
    return {
      campo: 'de',
      mensagem: `Preço "de" (${de}) menor que o preço "por" (${por}): deixe vazio ou use um valor maior.`,
    };
  }
  return null;
}

/** One item of PATCH /stock. */
export const stockItemSchema = z.object({ sku: skuSchema, estoque: stockSchema }).strict();
/**
 * One item of PATCH /prices: `de` left out keeps the stored list price, `de: null` removes it; `por` left out keeps
 * the stored sale price.
 */
export const priceItemSchema = z
  .object({ sku: skuSchema, de: adminPriceSchema.nullable().optional(), por: adminPriceSchema.optional() })
  .strict();
/**
 * The body of a PATCH: a list of items, each checked on its own (itemSchema) so that a malformed item is named by its
 * sku in the answer, not by its position.
 */
const patchList = (item: z.ZodType) =>
  z
    .array(z.union([item, z.object({ sku: z.unknown() }).loose()]))
    .min(1, 'Envie ao menos um item.')
    .max(ADMIN_LIMITS.batch, `No máximo ${ADMIN_LIMITS.batch} itens por chamada.`);
export const stockPatchSchema = patchList(stockItemSchema);
export const pricePatchSchema = patchList(priceItemSchema);
/**
 * PATCH and import share one rule (README "Catalogue import and export"): all or nothing — one refused item and
 * nothing is applied (400 naming each refused item by sku) — unless `skipInvalid=true`: then the good items are
 * applied and the refused ones are named in the answer.
 */
export const patchQuerySchema = z.object({ skipInvalid: z.stringbool({ error: 'Use true ou false.' }).default(false) });

/**
 * One sku's outcome in a PATCH: a sku the store does not have, or one that cannot take the change (the stock of a
 * product with variations is theirs), changes nothing and is reported; the others are applied together.
 */
export const patchAnswerSchema = z.object({
  resultados: z.array(
    z.object({
      sku: z.string(),
      situacao: z.enum(['alterado', 'inalterado', 'naoEncontrado', 'recusado']),
      mensagem: z.string().optional(),
    }),
  ),
  alterados: z.number().int(),
});
export type PatchAnswer = z.infer<typeof patchAnswerSchema>;

// ————— import and export —————

const flag = z.stringbool({ error: 'Use true ou false.' }).default(false);
/** The file layouts an import knows besides its own (apps/api/src/modules/admin/csv-presets.ts). */
export const importFormats = ['vitrine', 'bling', 'shopify'] as const;
export type ImportFormat = (typeof importFormats)[number];
export const importQuerySchema = z.object({
  dryRun: flag,
  skipInvalid: flag,
  /** Writes rows whose product changed since the file's `versao` (else each is a conflict, not written). */
  sobrescrever: flag,
  /** The file's layout; left out, told from its header. */
  formato: z.enum(importFormats, { error: `formato: use ${importFormats.join(', ')}.` }).optional(),
  /** A column mapping for any other file, as JSON: { "coluna do arquivo": "coluna da Vitrine" }. */
  mapa: z.string().max(20_000).optional(),
});

/** One field a product would get: its value before (null for a new product) and after. */
export const fieldChangeSchema = z.object({ campo: z.string(), antes: z.unknown(), depois: z.unknown() });
/** A product an import creates or changes, with its fields before → after. */
export const productChangeSchema = z.object({
  sku: z.string(),
  linha: z.number().int(),
  situacao: z.enum(['criado', 'alterado']),
  campos: z.array(fieldChangeSchema),
});
export type ProductChange = z.infer<typeof productChangeSchema>;

/** A refused row: its line in the file (1 = the header of a CSV; the element's position in JSON), column, reason. */
export const importIssueSchema = z.object({
  linha: z.number().int(),
  coluna: z.string(),
  sku: z.string().nullable(),
  mensagem: z.string(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

/** The originals of a multipart upload, in the order sent: the address to name in a product's `imagens`. */
export const imageUploadAnswerSchema = z.object({
  imagens: z.array(
    z.object({ url: z.string(), sha256: z.string(), tipo: z.string(), largura: z.number(), altura: z.number() }),
  ),
});

export const importReportSchema = z.object({
  dryRun: z.boolean(),
  /** Whether the catalogue changed (false on a dry run and when the file was refused). */
  aplicado: z.boolean(),
  linhas: z.number().int(),
  produtos: z.number().int(),
  criados: z.number().int(),
  alterados: z.number().int(),
  inalterados: z.number().int(),
  recusados: z.number().int(),
  erros: z.array(importIssueSchema),
  /** Rows refused because their product changed since the file's `versao` (counted in `recusados` too). */
  conflitos: z.number().int(),
  /** Each product created or changed, with its fields before → after (the first 1,000). */
  mudancas: z.array(productChangeSchema),
  /** How the file was read: its encoding, its layout, and the columns a layout leaves aside. */
  arquivo: z.object({
    codificacao: z.string().nullable(),
    formato: z.string().nullable(),
    ignoradas: z.array(z.string()),
  }),
  /** Categories, brands, attributes and filter values the import created. */
  novos: z.object({ categorias: z.array(z.string()), marcas: z.array(z.string()) }),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const exportQuerySchema = z.object({
  format: z.enum(['csv', 'json'], { error: 'format deve ser csv ou json.' }).default('csv'),
});

/** Who the key belongs to (GET /me): the back office shows it and hides what the role may not do. */
export const adminMeSchema = z.object({
  nome: z.string(),
  /** The role's name ('gestor', 'atendimento', or one the store made). */
  papel: z.string(),
  /** What the caller may use (its role's areas, within the key's scopes). */
  areas: z.array(z.enum(ADMIN_AREA_NAMES)),
  usuario: z.number().int().nullable(),
  /** Present (true) when the owner requires the second factor and she has not turned it on: she enrols first. */
  precisaSegundoFator: z.literal(true).optional(),
});

/** Where the admin API lives on its host; the paths of `adminEndpoints` are under it. */
export const ADMIN_API_PREFIX = '/v2/admin';
