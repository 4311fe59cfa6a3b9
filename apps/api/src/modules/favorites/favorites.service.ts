import type { FavoriteProduct } from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import type { CustomerContext } from '../../plugins/context';
import { listProductItemsByIds, loadViewer, visibleSql } from '../catalog';
import * as repo from './favorites.repository';

/**
 * Favourites belong to the user and the customer the user acts for (a salesman keeps one list per
 * dealer). Visibility is the catalogue's (design.md §4 hasList, defaults included, inactive products
 * and categories): a product the customer may not see can't be added (404, as everywhere in the
 * catalogue) and drops out of the list while hidden; the row stays, so it comes back when the rule is
 * lifted. The list answers the catalogue's product list items (prices, stock, flags, images as this
 * customer sees them), so the client shows favourites like product cards.
 */
export async function addFavorite(ctx: CustomerContext, productId: number): Promise<void> {
  const viewer = await loadViewer(ctx);
  if (!(await repo.isVisible(ctx.db, visibleSql(viewer, 'p'), productId))) throw new AppError('NOT_FOUND', { productId });
  await repo.addFavorite(ctx.db, ctx.actor.userId, ctx.customer.id, productId);
}

export async function removeFavorite(ctx: CustomerContext, productId: number): Promise<void> {
  await repo.removeFavorite(ctx.db, ctx.actor.userId, ctx.customer.id, productId);
}

/** Newest first; the catalogue leaves out what the customer may not see. */
export async function listFavorites(ctx: CustomerContext): Promise<FavoriteProduct[]> {
  const ids = await repo.listFavoriteProductIds(ctx.db, ctx.actor.userId, ctx.customer.id);
  return listProductItemsByIds(ctx, ids);
}
