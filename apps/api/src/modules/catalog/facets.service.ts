import type { Facet } from '@dealerport/contract';
import { notFound } from '../../lib/app-error';
import type { CustomerContext } from '../../plugins/context';
import { countVisibleByDetail, loadCatalogueIndex } from './catalogue-index';
import { loadCategoryIndex, localName, withAncestors, withDescendants } from './categories.service';
import * as repo from './products.repository';
import { createReadCache } from './read-cache';
import { searchHits } from './search-hits';
import { loadViewer } from './visibility.service';

/**
 * Facet counts come from the catalogue index in memory (catalogue-index.ts), for this customer's
 * visibility, the category scope and, with a search text, the text's hits (search-hits.ts). The
 * facet properties of a set of categories with their details are cached for a minute per database.
 */
const PROPERTIES_TTL_MS = 60_000;
const propertiesCache = createReadCache<Awaited<ReturnType<typeof repo.listFacetProperties>>>(PROPERTIES_TTL_MS, 1_000);
const cachedProperties = (db: CustomerContext['db'], categoryIds: number[]) =>
  propertiesCache.get(db, categoryIds.join(','), () => repo.listFacetProperties(db, categoryIds));

export function invalidateFacetCache(db: object) {
  propertiesCache.invalidate(db);
}

/** GET /api/catalogs/products/properties: the category's facets with this customer's counts. */
export async function listFacets(ctx: CustomerContext, categoryId: number, searchText: string | undefined): Promise<Facet[]> {
  const [viewer, categories] = await Promise.all([loadViewer(ctx), loadCategoryIndex(ctx.db)]);
  if (!categories.byId.has(categoryId)) throw notFound({ categoryId });
  const q = searchText?.trim() ?? '';
  const scope = withDescendants(categories, categoryId);
  // Properties may sit on the category, above it (inherited) or below it.
  const propertyCategories = [...new Set([...withAncestors(categories, categoryId), ...scope])];
  const properties = await cachedProperties(ctx.db, propertyCategories);
  const index = await loadCatalogueIndex(ctx.db);
  const hits = q ? await searchHits(ctx.db, index, q) : null;
  const counts = countVisibleByDetail(
    index,
    viewer,
    scope,
    properties.map((r) => r.detail_id),
    hits ? [hits.all] : [],
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
