import { basketsApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readMultipart } from '../../lib/multipart';
import { route } from '../../plugins/route';
import * as baskets from './baskets.service';
import * as placing from './place-order.service';
import * as quickOrder from './quick-order.service';
import * as reordering from './reorder.service';
import * as splitting from './split-preview.service';

/** An Idempotency-Key header of a sensible length, else none. */
const headerKey = (value: unknown): string | null => {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v.trim().length >= 8 && v.trim().length <= 100 ? v.trim() : null;
};

/** The quick-order upload has no text fields; its one file is `file`. */
const UploadFields = z
  .object({})
  .passthrough()
  .transform(() => ({}) as Record<string, never>);

export function registerBasketRoutes(app: FastifyInstance) {
  route(app, basketsApi.getCart, (_input, ctx) => baskets.getCart(ctx));
  route(app, basketsApi.getSimplifiedCart, (_input, ctx) => baskets.getSimplifiedCart(ctx));
  route(app, basketsApi.getCartItemCount, (_input, ctx) => baskets.getCartItemCount(ctx));
  route(app, basketsApi.addCartProduct, ({ body }, ctx) => baskets.addCartProduct(ctx, body));
  route(app, basketsApi.removeCartProducts, ({ body }, ctx) => baskets.removeCartProducts(ctx, body.productIds));
  route(app, basketsApi.removeCartProduct, ({ params }, ctx) => baskets.removeCartProduct(ctx, params.productId));
  route(app, basketsApi.listPaymentMethods, ({ params }, ctx) => baskets.listPaymentMethods(ctx, params.categoryId));
  route(app, basketsApi.applyPaymentMethod, ({ body }, ctx) => baskets.applyPaymentMethod(ctx, body));
  route(app, basketsApi.reorder, ({ body }, ctx) => reordering.reorder(ctx, body));
  route(app, basketsApi.resolveQuickOrder, ({ body }, ctx) => quickOrder.resolveQuickOrder(ctx, body));
  route(app, basketsApi.addQuickOrder, ({ body }, ctx) => quickOrder.addQuickOrder(ctx, body));
  route(app, basketsApi.readQuickOrderFile, async ({ request }, ctx) =>
    quickOrder.readQuickOrderFile(ctx, await readMultipart(request, UploadFields, { fileFields: ['file'] })),
  );
  route(app, basketsApi.getQuickOrderTemplate, (_input, ctx) => quickOrder.getQuickOrderTemplate(ctx));
  route(app, basketsApi.getSplitPreview, ({ query }, ctx) => splitting.getSplitPreview(ctx, query));
  route(app, basketsApi.placeOrder, async ({ body, request }, ctx) => {
    // A free place in this process's worker runs the order job as soon as it is stored (no claim query);
    // without one, the job is queued pending and this process's worker (or another's) is woken.
    const slot = app.jobs.reserve(placing.ORDER_QUEUE);
    const result = await placing.placeOrder(ctx, body, headerKey(request.headers['idempotency-key']), slot);
    if (!slot) app.jobs.notifyLocal();
    return result;
  });
}
