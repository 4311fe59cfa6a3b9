import type { FavoriteProduct } from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import type { CustomerContext } from '../../plugins/context';
import { loadViewer, visibleSql } from '../catalog';
import * as repo from './favorites.repository';

/**
 * Favourites belong to the user and the customer the user acts for (a salesman keeps one list per
 * dealer). Visibility is the catalogue's (design.md §4 hasList, defaults included): a product the
 * customer may not see can't be added (404, as everywhere in the catalogue) and drops out of the
 * list while hidden; the row stays, so it comes back when the rule is lifted.
 *
 * TODO(catalogue): answer the catalogue's product list items once modules/catalog/index.ts exports
 * a "list items for ids as this customer sees them" function; until then the product summary.
 */
export async function addFavorite(ctx: CustomerContext, productId: number): Promise<void> {
  const viewer = await loadViewer(ctx);
  if (!(await repo.isVisible(ctx.db, visibleSql(viewer, 'p'), productId))) throw new AppError('NOT_FOUND', { productId });
  await repo.addFavorite(ctx.db, ctx.actor.userId, ctx.customer.id, productId);
}

export async function removeFavorite(ctx: CustomerContext, productId: number): Promise<void> {
  await repo.removeFavorite(ctx.db, ctx.actor.userId, ctx.customer.id, productId);
}

export async function listFavorites(ctx: CustomerContext): Promise<FavoriteProduct[]> {
  const viewer = await loadViewer(ctx);
  const rows = await repo.listFavorites(ctx.db, visibleSql(viewer, 'p'), ctx.actor.userId, ctx.customer.id);
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, categoryId: r.category_id, imageUrl: r.image_url ?? null }));
}
