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

/** The favourites the customer may still see, newest first, with the first image. */
export async function listFavorites(db: Executor, visible: RawBuilder<boolean>, userId: string, customerId: string) {
  return db
    .selectFrom('favorites as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .where('f.user_id', '=', userId)
    .where('f.customer_id', '=', customerId)
    .where(visible)
    .select((eb) => [
      'p.id',
      'p.code',
      'p.name',
      'p.category_id',
      eb
        .selectFrom('product_images as i')
        .select('i.url')
        .whereRef('i.product_id', '=', 'p.id')
        .orderBy('i.sort_order')
        .orderBy('i.id')
        .limit(1)
        .as('image_url'),
    ])
    .orderBy('f.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}
