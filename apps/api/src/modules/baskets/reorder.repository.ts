import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The quantities the customer's cart holds of these products (product id -> quantity). */
export async function cartQuantities(db: Kysely<Database>, customerId: string, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('cart_lines as l')
    .innerJoin('carts as c', 'c.id', 'l.cart_id')
    .select(['l.product_id', 'l.quantity'])
    .where('c.customer_id', '=', customerId)
    .where('l.product_id', 'in', productIds)
    .execute();
  return new Map(rows.map((r) => [r.product_id, r.quantity]));
}
