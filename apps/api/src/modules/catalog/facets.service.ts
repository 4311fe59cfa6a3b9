import type { Facet } from '@dealerport/contract';
import { notFound } from '../../lib/app-error';
import { parseSearchQuery } from '../../lib/product-search-text';
import type { CustomerContext } from '../../plugins/context';
import { loadCategoryIndex, localName, withAncestors, withDescendants } from './categories.service';
import * as repo from './products.repository';
import { visibilityKey, visibleSql } from './visibility';
import { loadViewer } from './visibility.service';

/**
 * Facet counts are the expensive part of a catalogue page and the same for every customer who sees
 * the same products, so they are cached in-process for a minute, keyed by category, folded search
 * text and the customer's visibility (its hidden details), per database. A changed access rule
 * changes the key; a changed product shows after at most a minute.
 */
const COUNTS_TTL_MS = 60_000;
const COUNTS_MAX_ENTRIES = 5_000;
const countsCache = new WeakMap<object, Map<string, { at: number; counts: Promise<Map<number, number>> }>>();

export function invalidateFacetCache(db: object) {
  countsCache.delete(db);
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
  const key = `${categoryId}|${search?.folded ?? ''}|${visibilityKey(viewer)}`;
  const counts = await cachedCounts(ctx.db, key, () =>
    repo.countByDetail(ctx.db, { visible: visibleSql(viewer), categoryIds: scope, search }),
  );
  // Properties may sit on the category, above it (inherited) or below it.
  const propertyCategories = [...new Set([...withAncestors(categories, categoryId), ...scope])];
  const facets = new Map<number, Facet>();
  for (const row of await repo.listFacetProperties(ctx.db, propertyCategories)) {
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
