import { catalogApi, type PriceListQuery } from '@dealerport/contract';
import { downloadApi } from '../../../lib/api-client';

/**
 * GET /api/catalogs/products/price-list: the acting customer's price list as xlsx (a category with its
 * sub-categories, or a search text), saved. Its empty quantity column, filled in, uploads to the pad. The
 * button shows a failure.
 */
export const downloadPriceList = (query: PriceListQuery) =>
  downloadApi(catalogApi.downloadPriceList, { query }, { notifyBadRequest: false });
