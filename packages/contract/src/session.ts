import { z } from 'zod';
import { INT4_MAX, money } from './common';

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
const cartSimpleSchema = z
  .object({ atributo: z.object({ label: z.string() }), atributoValor: z.object({ label: z.string() }) })
  .nullable();

/** One product of a 'Compre junto' line, with its chosen simple value and its own price now (per pair). */
const cartCombinationProductSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  rota: z.string(),
  imagem: z.string().nullable(),
  atributos: z.object({ simples: cartSimpleSchema }),
  precos: z.object({ precoPor: money }),
});

/**
 * A 'combinacao' line's detail (T§3 Combination, decision 024): the combination's id, its two products (the main
 * one first), and one pair's prices — `de` both products added up, `por` that less the combination's discount
 * (the line's `precoPor`), `desconto` the saving per pair.
 */
const cartCombinationSchema = z.object({
  id: z.number().int(),
  produtos: z.array(cartCombinationProductSchema).length(2),
  precos: z.object({ de: money, por: money, desconto: money }),
});

/**
 * One product of a 'lista' (kit) line: its name, how many the kit holds, and the simple value the shopper chose
 * (null when the product has none).
 */
const cartKitProductSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  quantidade: z.number().int().positive(),
  atributos: z.object({ simples: cartSimpleSchema }),
});

/**
 * A cart line. 'produto': one product (and value); 'lista': a kit; 'combinacao': a 'Compre junto' pair, `id` the
 * combination's, `nome` both products' names, `rota` the main product's, its products in `combinacao` (null on
 * the other kinds); a kit's products with their chosen values in `composicao` (null on the other kinds), so two lines
 * of one kit with different choices tell themselves apart. `precos.precoPor` is what one unit of the line costs, discounts included.
 */
export const cartItemSchema = z.object({
  hash: z.string(),
  tipo: z.enum(['produto', 'lista', 'combinacao']),
  id: z.number().int(),
  nome: z.string(),
  rota: z.string(),
  imagem: z.string().nullable(),
  quantidade: z.number().int().positive(),
  estoque: z.number().int().nonnegative(),
  atributos: z.object({ simples: cartSimpleSchema }),
  precos: z.object({ precoPor: money, subtotal: money }),
  combinacao: cartCombinationSchema.nullable(),
  composicao: z.array(cartKitProductSchema).nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
/**
 * subtotal: the lines' subtotals added up; total: what the cart costs (today the subtotal). desconto: the 'Compre
 * junto' saving of the combination lines (per-pair saving × quantity), already deducted from subtotal and total.
 */
export const cartSchema = z.object({
  quantidadeTotal: z.number().int().nonnegative(),
  quantidadeItens: z.number().int().nonnegative(),
  itens: z.array(cartItemSchema),
  subtotal: z.object({ valor: money }),
  desconto: z.object({ valor: money }),
  total: z.object({ valor: money }),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * GET /v2/front/checkout/user-and-cart (not in the spec): what GET checkout/user and GET checkout/cart answer, from one
 * session lookup: the storefront's header asks for both on every page of a signed-in shopper (decision 035, goal 2).
 */
export const userAndCartSchema = z.object({ usuario: userSchema, carrinho: cartSchema });
export type UserAndCart = z.infer<typeof userAndCartSchema>;

/** POST /v2/front/checkout/login (demo sign-in): answers the User. */
export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Informe um e-mail válido.' })),
  senha: z.string().min(1, { error: 'Informe a senha.' }).max(200, { error: 'Senha longa demais.' }),
});
export type Login = z.infer<typeof loginSchema>;

/** POST /v2/front/sale/start (operators only, T§6): opens an internal sale for a customer in this session. */
export const saleStartSchema = z.object({
  idCliente: z.coerce
    .number({ error: 'Escolha um cliente.' })
    .int({ error: 'Escolha um cliente.' })
    .positive({ error: 'Escolha um cliente.' })
    .max(INT4_MAX, { error: 'Escolha um cliente.' }),
});
export type SaleStart = z.infer<typeof saleStartSchema>;

/** POST /v2/front/sale/cancel (T§7): where the front end goes next. */
export const saleCancelSchema = z.object({ redirect: z.string() });
export type SaleCancel = z.infer<typeof saleCancelSchema>;

/** GET /v2/front/sale/customers (operators only): who an internal sale can be opened for. */
export const saleCustomersSchema = z.object({
  clientes: z.array(z.object({ id: z.number().int(), nomeRazao: z.string(), email: z.string() })),
});
export type SaleCustomers = z.infer<typeof saleCustomersSchema>;

/** The body of calls that send none (sign-out, sale/cancel: T§7 "empty"). */
export const emptyBodySchema = z.object({}).strict();
