import type { CartBatchResult, ReorderBody } from '@dealerport/contract';
import type { CustomerContext } from '../../plugins/context';
import { orderLinesToReorder } from '../orders';
import { addProductsToCart } from './baskets.service';

/**
 * "Order again" (our extension): a past order's products into the cart at today's prices and rules,
 * through the cart's batched add (every check of the add, each quantity on top of the cart's, a product
 * the order has on several lines once with their sum). What could not go in says why, per product, in
 * the caller's language; the rest is in. The order's own code and name label a product the customer may
 * no longer see (it is the customer's own order).
 */
export async function reorder(ctx: CustomerContext, body: ReorderBody): Promise<CartBatchResult> {
  const lines = await orderLinesToReorder(ctx, body.docNumber, body.lineIds);
  return addProductsToCart(
    ctx,
    lines.map((l) => ({ productId: l.productId, quantity: l.quantity, code: l.productCode, name: l.productName })),
  );
}
