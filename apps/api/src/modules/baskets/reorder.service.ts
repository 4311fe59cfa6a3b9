import { errorMessage, type ReorderBody, type CartBatchResult } from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import type { CustomerContext } from '../../plugins/context';
import { orderLinesToReorder } from '../orders';
import { addCartProduct } from './baskets.service';
import * as repo from './reorder.repository';

/**
 * "Order again" (our extension): a past order's products into the cart at today's prices and rules. Each
 * product goes through the cart's own add (visibility, orderable, min/max, stock, currency), with the
 * order's quantity on top of what the cart holds; a product the order has on several lines goes in once
 * with their sum. What could not go in says why, per product, in the caller's language; the rest is in.
 */
export async function reorder(ctx: CustomerContext, body: ReorderBody): Promise<CartBatchResult> {
  const lines = await orderLinesToReorder(ctx, body.docNumber, body.lineIds);
  const products = new Map<number, { productId: number; productCode: string; productName: string; quantity: number }>();
  for (const l of lines) {
    const known = products.get(l.productId);
    if (known) known.quantity += l.quantity;
    else products.set(l.productId, { ...l });
  }
  const inCart = await repo.cartQuantities(ctx.db, ctx.customer.id, [...products.keys()]);
  const result: CartBatchResult['lines'] = [];
  for (const p of products.values()) {
    try {
      await addCartProduct(ctx, { productId: p.productId, quantity: (inCart.get(p.productId) ?? 0) + p.quantity });
      result.push({ ...p, added: true, code: null, message: null });
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      result.push({ ...p, added: false, code: err.code, message: errorMessage(err.code, ctx.culture, err.details) });
    }
  }
  return { lines: result };
}
