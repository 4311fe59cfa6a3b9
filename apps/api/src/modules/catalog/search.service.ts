import { PRODUCT_SEARCH_MIN_LENGTH, type SearchResultGroup } from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { parseSearchQuery } from '../../lib/product-search-text';
import type { CustomerContext } from '../../plugins/context';
import { fallbackImageFor, loadCategoryIndex, localName } from './categories.service';
import * as repo from './products.repository';
import { createReadCache } from './read-cache';
import { visibilityKey, visibleSql } from './visibility';
import { loadViewer } from './visibility.service';

export const SEARCH_GROUP_SIZE = 5;

type Hits = { rows: Awaited<ReturnType<typeof repo.searchGrouped>>; images: ReadonlyMap<number, string> };

/**
 * Header search hits, cached per database for 30 s by the text and the customer's visibility key
 * (what decides them; names are localised per request). The header search is typed by many dealers
 * with the same few terms, and one uncached search reads every product's search text.
 */
const hitsCache = createReadCache<Hits>(30_000, 5_000);

export function invalidateSearchCache(db: object) {
  hitsCache.invalidate(db);
}

/**
 * GET /api/catalogs/products/search-by-text: the header search (spec 01 §9: from 3 characters).
 * Groups by the product's category, the group holding the best hit first; in a group the exact
 * code first, then code prefixes, then by name.
 */
export async function searchByText(ctx: CustomerContext, q: string): Promise<SearchResultGroup[]> {
  const text = q.trim();
  if ([...text].length < PRODUCT_SEARCH_MIN_LENGTH) throw new AppError('SEARCH_TEXT_TOO_SHORT', { min: PRODUCT_SEARCH_MIN_LENGTH });
  const [viewer, categories] = await Promise.all([loadViewer(ctx), loadCategoryIndex(ctx.db)]);
  const key = `${text.toUpperCase()}#${visibilityKey(viewer)}`;
  const { rows, images } = await hitsCache.get(ctx.db, key, async () => {
    const found = await repo.searchGrouped(
      ctx.db,
      { visible: visibleSql(viewer), search: parseSearchQuery(text) },
      text,
      SEARCH_GROUP_SIZE,
    );
    const first = await repo.listFirstImages(
      ctx.db,
      found.map((r) => r.id),
    );
    return { rows: found, images: new Map(first.map((r) => [r.product_id, r.url])) };
  });
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
