import { z } from 'zod';
import { money } from './common';
import { optionalValueIdSchema, positiveId, quantitySchema } from './product';

/**
 * POST /v2/front/shipment/product (T§3 "Shipping result", T§5, T§7). The storefront sends the postal code without
 * its hyphen, the product, the chosen simple value (0 or null for none) and the quantity (T§7: always 1 from the
 * product page). The rule behind the answer is docs/decisions/008-shipping.md.
 *
 * Bad input is a 400 naming the field: a malformed CEP, a CEP outside every state's range, an unknown or inactive
 * product, a product sold on request or unavailable, a value of another product, a bad quantity.
 */
export const shipmentRequestSchema = z.object({
  cep: z.string({ error: 'Informe o CEP.' }).regex(/^\d{8}$/, 'CEP inválido: informe os 8 dígitos, sem hífen.'),
  idProduto: positiveId('idProduto'),
  idAtributoValor: optionalValueIdSchema,
  quantidade: quantitySchema.default(1),
});
export type ShipmentRequest = z.input<typeof shipmentRequestSchema>;
/** The request after parsing: idAtributoValor null for none, quantidade defaulted to 1. */
export type ShipmentQuery = z.output<typeof shipmentRequestSchema>;

/** One way to ship: `prazo` is the delivery time in business days after dispatch; `valor` 0 is free shipping. */
export const shippingOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  prazo: z.number().int().positive(),
  valor: money,
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const shipmentResponseSchema = z.object({
  mensagem: z.string(),
  fretes: z.array(shippingOptionSchema),
});
export type ShipmentResponse = z.infer<typeof shipmentResponseSchema>;
