import type { Db } from '../../db/database';
import { invalidateCategoryCache } from './categories.service';
import { invalidateCountIndex } from './count-index';
import { invalidateFacetCache } from './facets.service';
import { invalidateDetailPropertyCache, invalidateListCountCache } from './products.service';
import { invalidateSearchCache } from './search.service';

export { registerCatalogRoutes } from './catalog.routes';
export { priceFor, stockText } from './pricing';
export { listProductItemsByIds } from './products.service';
export { ACCESS_DEFAULTS_KEY, type AccessFlags, type CatalogueViewer, flagsFor, visibleSql } from './visibility';
export { loadViewer } from './visibility.service';

/** Call after changing categories, properties, products or access defaults (admin calls, ERP sync). */
export function invalidateCatalogueCaches(db: Db) {
  invalidateCategoryCache(db);
  invalidateFacetCache(db);
  invalidateListCountCache(db);
  invalidateCountIndex(db);
  invalidateDetailPropertyCache(db);
  invalidateSearchCache(db);
}
