import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

/**
 * The preview's delivery address, only one of this customer's live addresses: the one of `code`, else
 * the cart's chosen one, else the default, else the first by code (as the cart page proposes it).
 */
export async function findPreviewAddress(
  db: Executor,
  customerId: string,
  code: string | null,
): Promise<{ code: string; country_code: string } | undefined> {
  let q = db
    .selectFrom('customer_addresses as ca')
    .select(['ca.code', 'ca.country_code'])
    .where('ca.customer_id', '=', customerId)
    .where('ca.deleted_at', 'is', null);
  if (code !== null) q = q.where(sql`upper(ca.code)`, '=', code.toUpperCase());
  return q
    .orderBy(sql`ca.id = (select k.delivery_address_id from carts k where k.customer_id = ${customerId})`, (ob) => ob.desc().nullsLast())
    .orderBy('ca.is_default', 'desc')
    .orderBy('ca.code')
    .orderBy('ca.id')
    .limit(1)
    .executeTakeFirst();
}

/** The stock rows (every warehouse) of the products, unlocked: a preview reserves nothing. */
export async function readStockRows(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db.selectFrom('stocks').select(['product_id', 'warehouse_code', 'quantity']).where('product_id', 'in', productIds).execute();
}

export async function readWarehouseNames(db: Executor, codes: string[]) {
  if (codes.length === 0) return [];
  return db.selectFrom('warehouses').select(['code', 'name']).where('code', 'in', codes).execute();
}
