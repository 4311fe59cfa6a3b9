import type { QuickOrderProduct } from '@dealerport/contract';
import type { CustomerContext } from '../../plugins/context';
import { listProductItemsByIds } from '../catalog';

/**
 * Products as an order pad or list shows them: the acting customer's net price (its discounts, before
 * the payment method's), stock as it may see it, order quantities. Products it may not see are absent.
 */
export async function padProducts(ctx: CustomerContext, ids: readonly number[]): Promise<Map<number, QuickOrderProduct>> {
  const items = await listProductItemsByIds(ctx, [...ids]);
  return new Map(
    items.map((i) => [
      i.id,
      {
        id: i.id,
        code: i.code,
        name: i.name,
        unitCode: i.unitCode,
        imageUrl: i.images[0]?.url ?? null,
        price: i.discountedPrice,
        vatRate: i.vatRate,
        currency: i.currencyText,
        stock: i.stock,
        stockText: i.stockText,
        minOrderQuantity: i.minOrderQuantity,
        maxOrderQuantity: i.maxOrderQuantity,
      },
    ]),
  );
}
