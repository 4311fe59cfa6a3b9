import { sql } from 'kysely';
import { listNameKey } from '../../modules/lists';
import type { Db } from '../database';

/**
 * Demo order lists (ADR 0063): two per demo dealer, so the lists screen has something to show: winter
 * tyres in fours and batteries. Their products are active, in stock and under no access rule of that
 * dealer (so every line shows a price and goes into the cart); the first ones by id, so the same seed gives
 * the same lists.
 */
const LISTS: Array<{ account: string; tyres: string; batteries: string }> = [
  { account: 'dealer', tyres: 'Kış lastikleri – haftalık', batteries: 'Akü stoğu' },
  { account: 'dealer-de', tyres: 'Winterreifen – wöchentlich', batteries: 'Batterievorrat' },
];
const TYRE_QUANTITIES = [4, 8, 4, 12, 4];
const BATTERY_QUANTITIES = [5, 3, 2, 4];

export async function seedDemoOrderLists(trx: Db): Promise<number> {
  let made = 0;
  for (const spec of LISTS) {
    const user = await trx.selectFrom('users').select(['id', 'customer_id']).where('account_name', '=', spec.account).executeTakeFirst();
    if (!user?.customer_id) continue;
    const tyres = await productsFor(trx, user.customer_id, 'tyres', TYRE_QUANTITIES.length);
    const batteries = await productsFor(trx, user.customer_id, 'batteries', BATTERY_QUANTITIES.length);
    for (const [name, ids, quantities] of [
      [spec.tyres, tyres, TYRE_QUANTITIES],
      [spec.batteries, batteries, BATTERY_QUANTITIES],
    ] as const) {
      if (ids.length === 0) continue;
      const list = await trx
        .insertInto('order_lists')
        .values({
          customer_id: user.customer_id,
          name,
          name_key: listNameKey(name),
          created_by: user.id,
          updated_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_list_lines')
        .values(ids.map((product_id, i) => ({ list_id: list.id, product_id, quantity: quantities[i] ?? 1, sort_order: i })))
        .execute();
      made++;
    }
  }
  return made;
}

/** Active winter tyres or batteries in stock that no access rule of the customer touches, first by id. */
async function productsFor(trx: Db, customerId: string, kind: 'tyres' | 'batteries', limit: number): Promise<number[]> {
  let q = trx
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select('p.id')
    .where('p.is_active', '=', true)
    .where('c.is_active', '=', true)
    .where(sql<boolean>`exists (select 1 from stocks s where s.product_id = p.id and s.quantity >= 12)`)
    .where(
      sql<boolean>`not exists (select 1 from customer_access ca
        where ca.customer_id = ${customerId} and ca.property_detail_id = any(p.detail_ids))`,
    );
  q =
    kind === 'batteries'
      ? q.where('c.code', '=', 'AKU')
      : q.where('c.code', 'like', 'LST%').where(
          sql<boolean>`exists (select 1 from property_details pd join properties pr on pr.id = pd.property_id
            where pd.id = any(p.detail_ids) and pr.key = 'season' and pd.code = 'winter')`,
        );
  return (await q.orderBy('p.id').limit(limit).execute()).map((r) => r.id);
}
