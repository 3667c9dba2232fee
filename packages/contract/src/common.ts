import { z } from 'zod';

/** The largest value of a PostgreSQL integer: ids and counts a request names must fit it (else a 400, never a 500). */
export const INT4_MAX = 2_147_483_647;

/** Reais with two decimals (the database keeps integer cents). */
export const money = z.number().multipleOf(0.01).nonnegative();

export const productStatuses = ['disponivel', 'sobConsulta', 'indisponivel'] as const;
/**
 * A product's status in an answer. B§4: anything other than 'disponivel' counts as not available, so a value this
 * store does not know reads as 'indisponivel' (the page or card shows the product as unavailable) instead of failing
 * the whole answer.
 */
export const productStatusSchema = z.enum(productStatuses).catch('indisponivel');
export type ProductStatus = (typeof productStatuses)[number];

export const imageFilesSchema = z.object({
  small: z.string(),
  medium: z.string(),
  big: z.string(),
  zoom: z.string(),
});
export const imageSchema = z.object({ label: z.string(), arquivos: imageFilesSchema });
export type ProductImage = z.infer<typeof imageSchema>;

/** One row of the instalment table: taxa < 0 discount, 0 interest-free, > 0 interest (B§3). */
export const installmentSchema = z.object({
  parcelas: z.number().int().positive(),
  valorParcela: money,
  taxa: z.number(),
  exibirTaxa: z.boolean(),
});
export type Installment = z.infer<typeof installmentSchema>;

export const pricesSchema = z.object({
  /** List price shown struck through; null when there is none. */
  de: money.nullable(),
  por: money,
  /** Cash price (boleto or Pix). */
  vista: money,
  parcelamento: z.array(installmentSchema),
});
export type Prices = z.infer<typeof pricesSchema>;

export const sealSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  imagem: z.string().nullable(),
  label: z.string().nullable(),
  posicao: z.object({ x: z.enum(['left', 'right']), y: z.enum(['top', 'bottom']) }),
  cores: z.object({ texto: z.string(), selo: z.string() }),
});
export type Seal = z.infer<typeof sealSchema>;

export const simpleValueSchema = z.object({
  id: z.number().int(),
  idAtributoValor: z.number().int(),
  label: z.string(),
  selecionado: z.boolean(),
  estoque: z.number().int().nonnegative(),
  precos: pricesSchema,
  carrinho: z.object({ tipo: z.literal('produto'), idAtributoValor: z.number().int() }),
});
export const uniqueValueSchema = z.object({
  selecionado: z.boolean(),
  label: z.string(),
  produto: z.object({ id: z.number().int(), rota: z.string() }),
});
export const attributesSchema = z.object({
  simples: z.object({ nome: z.string(), valores: z.array(simpleValueSchema) }).nullable(),
  unico: z.object({ nome: z.string(), valores: z.array(uniqueValueSchema) }).nullable(),
});
export type Attributes = z.infer<typeof attributesSchema>;

export const characteristicGroupSchema = z.object({
  nome: z.string(),
  itens: z.array(z.object({ label: z.string(), valor: z.string() })),
});
export type CharacteristicGroup = z.infer<typeof characteristicGroupSchema>;

/** A product as shown on shelves, listings and showcases (B§3 "Product (card)"). */
export const productCardSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  sku: z.string(),
  rota: z.string(),
  status: productStatusSchema,
  estoque: z.number().int().nonnegative(),
  selos: z.array(sealSchema),
  midias: z.object({ imagens: z.array(imageSchema) }),
  precos: pricesSchema,
  marca: z.object({ nome: z.string() }),
  descricaoCurta: z.string(),
  avaliacao: z.object({ media: z.number().min(0).max(5), quantidade: z.number().int().nonnegative() }),
  /** B§3: its 'simples' values (one must be chosen before buying) and the products of its 'unico' group. */
  atributos: attributesSchema,
  caracteristicas: z.array(characteristicGroupSchema),
});
export type ProductCard = z.infer<typeof productCardSchema>;
