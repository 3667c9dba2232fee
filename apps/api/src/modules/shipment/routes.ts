/** Shipping (T§5, T§7): POST shipment/product. */
import { endpoints } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { quoteProduct } from './quote';

export function shipmentRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.shipment, ({ body }) => quoteProduct(ctx.db, ctx.now(), body));
}
