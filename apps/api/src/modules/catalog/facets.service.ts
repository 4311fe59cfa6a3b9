import type { Facet } from '@dealerport/contract';
import { notFound } from '../../lib/app-error';
import { parseSearchQuery } from '../../lib/product-search-text';
import type { CustomerContext } from '../../plugins/context';
import { loadCategoryIndex, localName, withAncestors, withDescendants } from './categories.service';
import { countVisibleByDetail, loadCountIndex } from './count-index';
import * as repo from './products.repository';
import { createReadCache } from './read-cache';
import { visibilityKey, visibleSql } from './visibility';
import { loadViewer } from './visibility.service';

/**
 * Facet counts are the expensive part of a catalogue page and the same for every customer who sees
 * the same products, so they are cached in-process for a minute, keyed by category, folded search
 * text and the customer's visibility (its hidden details), per database. A changed access rule
 * changes the key; a changed product shows after at most a minute. Without a search text the
 * counts come from the count index (count-index.ts, at most 30 s old) instead.
 */
const COUNTS_TTL_MS = 60_000;
const COUNTS_MAX_ENTRIES = 5_000;
const countsCache = new WeakMap<object, Map<string, { at: number; counts: Promise<Map<number, number>> }>>();

/** The facet properties of a set of categories with their details, cached like the counts. */
const propertiesCache = createReadCache<Awaited<ReturnType<typeof repo.listFacetProperties>>>(COUNTS_TTL_MS, 1_000);
const cachedProperties = (db: CustomerContext['db'], categoryIds: number[]) =>
  propertiesCache.get(db, categoryIds.join(','), () => repo.listFacetProperties(db, categoryIds));

export function invalidateFacetCache(db: object) {
  countsCache.delete(db);
  propertiesCache.invalidate(db);
}

function cachedCounts(db: object, key: string, load: () => Promise<Map<number, number>>) {
  let entries = countsCache.get(db);
  if (!entries) {
    entries = new Map();
    countsCache.set(db, entries);
  }
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now - hit.at < COUNTS_TTL_MS) return hit.counts;
  if (entries.size >= COUNTS_MAX_ENTRIES) {
    for (const [k, v] of entries) if (now - v.at >= COUNTS_TTL_MS) entries.delete(k);
    if (entries.size >= COUNTS_MAX_ENTRIES) entries.clear();
  }
  const counts = load();
  entries.set(key, { at: now, counts });
  const owner = entries;
  counts.catch(() => owner.delete(key));
  return counts;
}

/** GET /api/catalogs/products/properties: the category's facets with this customer's counts. */
export async function listFacets(ctx: CustomerContext, categoryId: number, searchText: string | undefined): Promise<Facet[]> {
  const [viewer, categories] = await Promise.all([loadViewer(ctx), loadCategoryIndex(ctx.db)]);
  if (!categories.byId.has(categoryId)) throw notFound({ categoryId });
  const q = searchText?.trim() ?? '';
  const search = q ? parseSearchQuery(q) : undefined;
  const scope = withDescendants(categories, categoryId);
  // Properties may sit on the category, above it (inherited) or below it.
  const propertyCategories = [...new Set([...withAncestors(categories, categoryId), ...scope])];
  const properties = await cachedProperties(ctx.db, propertyCategories);
  // Without a search text the count index answers (count-index.ts); with one, SQL, cached.
  const counts = search
    ? await cachedCounts(ctx.db, `${categoryId}|${search.folded}|${visibilityKey(viewer)}`, () =>
        repo.countByDetail(ctx.db, { visible: visibleSql(viewer), categoryIds: scope, search }),
      )
    : countVisibleByDetail(
        await loadCountIndex(ctx.db),
        viewer,
        scope,
        properties.map((r) => r.detail_id),
      );
  const facets = new Map<number, Facet>();
  for (const row of properties) {
    const count = counts.get(row.detail_id) ?? 0;
    if (count === 0) continue;
    let facet = facets.get(row.property_id);
    if (!facet) {
      facet = { id: row.property_id, key: row.key, name: localName(row.property_names, ctx.culture, row.key), details: [] };
      facets.set(row.property_id, facet);
    }
    facet.details.push({ id: row.detail_id, code: row.code, name: localName(row.names, ctx.culture, row.name), count });
  }
  return [...facets.values()];
}
