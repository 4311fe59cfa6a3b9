import type { Db } from '../../db/database';
import { invalidateCategoryCache } from './categories.service';
import { invalidateFacetCache } from './facets.service';

export { registerCatalogRoutes } from './catalog.routes';
export { priceFor, stockText } from './pricing';
export { listProductItemsByIds } from './products.service';
export { ACCESS_DEFAULTS_KEY, type AccessFlags, type CatalogueViewer, flagsFor, visibleSql } from './visibility';
export { loadViewer } from './visibility.service';

/** Call after changing categories, properties, products or access defaults (admin calls, ERP sync). */
export function invalidateCatalogueCaches(db: Db) {
  invalidateCategoryCache(db);
  invalidateFacetCache(db);
}
