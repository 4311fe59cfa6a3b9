import { type ProductImageReportFilter, type ProductImageReportQuery, reportsApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { toPagedList } from '../lib/report-page';
import { reportKeys } from './keys';

/** POST /api/reports/product-images: products with their pictures. */
export function getProductImageReport(query: ProductImageReportQuery, filter: ProductImageReportFilter, signal?: AbortSignal) {
  return callApi(reportsApi.getProductImageReport, { query, body: filter }, signal ? { signal } : {});
}

export const productImageReportQueryOptions = (query: ProductImageReportQuery, filter: ProductImageReportFilter) =>
  queryOptions({
    queryKey: reportKeys.report('product-image', query, filter),
    queryFn: ({ signal }) => getProductImageReport(query, filter, signal),
    // the table keeps showing the last page while the next one loads
    placeholderData: keepPreviousData,
    select: (answer) => toPagedList(answer, (row) => row.productId),
  });

export function useProductImageReport(query: ProductImageReportQuery, filter: ProductImageReportFilter) {
  return useQuery(productImageReportQueryOptions(query, filter));
}
