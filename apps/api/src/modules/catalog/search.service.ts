import { PRODUCT_SEARCH_MIN_LENGTH, type SearchResultGroup } from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { parseSearchQuery } from '../../lib/product-search-text';
import type { CustomerContext } from '../../plugins/context';
import { fallbackImageFor, loadCategoryIndex, localName } from './categories.service';
import * as repo from './products.repository';
import { visibleSql } from './visibility';
import { loadViewer } from './visibility.service';

export const SEARCH_GROUP_SIZE = 5;

/**
 * GET /api/catalogs/products/search-by-text: the header search (spec 01 §9: from 3 characters).
 * Groups by the product's category, the group holding the best hit first; in a group the exact
 * code first, then code prefixes, then by name.
 */
export async function searchByText(ctx: CustomerContext, q: string): Promise<SearchResultGroup[]> {
  const text = q.trim();
  if ([...text].length < PRODUCT_SEARCH_MIN_LENGTH) throw new AppError('SEARCH_TEXT_TOO_SHORT', { min: PRODUCT_SEARCH_MIN_LENGTH });
  const [viewer, categories] = await Promise.all([loadViewer(ctx), loadCategoryIndex(ctx.db)]);
  const search = parseSearchQuery(text);
  const rows = await repo.searchGrouped(ctx.db, { visible: visibleSql(viewer), search }, text, SEARCH_GROUP_SIZE);
  const images = new Map(
    (
      await repo.listFirstImages(
        ctx.db,
        rows.map((r) => r.id),
      )
    ).map((r) => [r.product_id, r.url]),
  );
  const groups = new Map<number, SearchResultGroup>();
  for (const r of rows) {
    let group = groups.get(r.category_id);
    if (!group) {
      const category = categories.byId.get(r.category_id);
      group = { id: r.category_id, name: localName(category?.names, ctx.culture, category?.code ?? ''), totalCount: r.total, products: [] };
      groups.set(r.category_id, group);
    }
    group.products.push({
      id: r.id,
      code: r.code,
      name: r.name,
      categoryId: r.category_id,
      imageUrl: images.get(r.id) ?? fallbackImageFor(categories, r.category_id),
    });
  }
  return [...groups.values()];
}
