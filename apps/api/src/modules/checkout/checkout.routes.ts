import { basketsApi, ordersApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routing';
import * as checkout from './checkout.service';

const headerKey = (value: unknown): string | null => {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v.trim().length >= 8 && v.trim().length <= 100 ? v.trim() : null;
};

export function registerCheckoutRoutes(app: FastifyInstance) {
  route(app, basketsApi.placeOrder, async ({ body, request }, ctx) => {
    const result = await checkout.placeOrder(ctx, body, headerKey(request.headers['idempotency-key']));
    // The job was committed with the transaction: wake this process's worker at once.
    app.jobs.notifyLocal();
    return result;
  });
  route(app, ordersApi.getOrderTransactionStatus, ({ params }, ctx) => checkout.getTransactionStatus(ctx, params.transactionId));
}
