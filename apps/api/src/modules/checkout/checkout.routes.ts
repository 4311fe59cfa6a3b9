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
    // A free place in this process's worker runs the order job as soon as it is stored (no claim query);
    // without one, the job is queued pending and this process's worker (or another's) is woken.
    const slot = app.jobs.reserve(checkout.ORDER_QUEUE);
    const result = await checkout.placeOrder(ctx, body, headerKey(request.headers['idempotency-key']), slot);
    if (!slot) app.jobs.notifyLocal();
    return result;
  });
  route(app, ordersApi.getOrderTransactionStatus, ({ params }, ctx) => checkout.getTransactionStatus(ctx, params.transactionId));
}
