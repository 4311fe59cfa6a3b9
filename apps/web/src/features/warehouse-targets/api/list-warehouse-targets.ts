import { type ListWarehouseTargetsQuery, warehouseTargetsApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { warehouseTargetKeys } from './keys';

/** GET /api/catalogs/warehouses/warehouse-targets: the rules, by priority (PageIndex 1-based). */
export function listWarehouseTargets(query: ListWarehouseTargetsQuery, signal?: AbortSignal) {
  return callApi(warehouseTargetsApi.listWarehouseTargets, { query }, signal ? { signal } : {});
}

export const warehouseTargetsQueryOptions = (query: ListWarehouseTargetsQuery) =>
  queryOptions({
    queryKey: warehouseTargetKeys.list(query),
    queryFn: ({ signal }) => listWarehouseTargets(query, signal),
    placeholderData: keepPreviousData,
  });

export function useWarehouseTargets(query: ListWarehouseTargetsQuery) {
  return useQuery(warehouseTargetsQueryOptions(query));
}
