import { z } from 'zod';
import { money } from './common';

/** GET /v2/front/checkout/user (B§3 "User", T§3 "Internal sale"). */
export const internalSaleSchema = z.object({
  id: z.number().int(),
  usuario: z.object({ nome: z.string() }),
  cliente: z.object({ id: z.number().int(), nomeRazao: z.string() }),
  carrinho: z.object({ quantidadeItens: z.number().int(), quantidadeTotal: z.number().int(), total: money }),
});
export type InternalSale = z.infer<typeof internalSaleSchema>;

export const userSchema = z.object({
  id: z.number().int().nullable(),
  logado: z.boolean(),
  nomeRazao: z.string().nullable(),
  email: z.string().nullable(),
  vendaInterna: internalSaleSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** GET /v2/front/checkout/cart (T§3 "Cart", "Cart item"). */
export const cartItemSchema = z.object({
  hash: z.string(),
  tipo: z.enum(['produto', 'lista']),
  id: z.number().int(),
  nome: z.string(),
  rota: z.string(),
  imagem: z.string().nullable(),
  quantidade: z.number().int().positive(),
  estoque: z.number().int().nonnegative(),
  atributos: z.object({
    simples: z
      .object({ atributo: z.object({ label: z.string() }), atributoValor: z.object({ label: z.string() }) })
      .nullable(),
  }),
  precos: z.object({ precoPor: money, subtotal: money }),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartSchema = z.object({
  quantidadeTotal: z.number().int().nonnegative(),
  quantidadeItens: z.number().int().nonnegative(),
  itens: z.array(cartItemSchema),
  subtotal: z.object({ valor: money }),
  total: z.object({ valor: money }),
});
export type Cart = z.infer<typeof cartSchema>;
