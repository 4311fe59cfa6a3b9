import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

/** `visible` is the catalogue's predicate over products aliased `p` (modules/catalog visibleSql). */
export async function isVisible(db: Executor, visible: RawBuilder<boolean>, productId: number): Promise<boolean> {
  const row = await db.selectFrom('products as p').select('p.id').where('p.id', '=', productId).where(visible).executeTakeFirst();
  return !!row;
}

export async function addFavorite(db: Executor, userId: string, customerId: string, productId: number) {
  await db
    .insertInto('favorites')
    .values({ user_id: userId, customer_id: customerId, product_id: productId })
    .onConflict((oc) => oc.columns(['user_id', 'customer_id', 'product_id']).doNothing())
    .execute();
}

export async function removeFavorite(db: Executor, userId: string, customerId: string, productId: number) {
  await db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('customer_id', '=', customerId)
    .where('product_id', '=', productId)
    .execute();
}

/** The product ids of the favourites, newest first (visibility is applied by the catalogue). */
export async function listFavoriteProductIds(db: Executor, userId: string, customerId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('favorites as f')
    .select('f.product_id')
    .where('f.user_id', '=', userId)
    .where('f.customer_id', '=', customerId)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.product_id', 'desc')
    .execute();
  return rows.map((r) => r.product_id);
}
