import { accessApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { warehouseTargetKeys } from './keys';

/** GET /api/catalogs/warehouses/admin: every warehouse (code, name, division, priority). */
export function listAdminWarehouses(signal?: AbortSignal) {
  return callApi(accessApi.listAdminWarehouses, {}, signal ? { signal } : {});
}

export const adminWarehousesQueryOptions = () =>
  queryOptions({
    queryKey: warehouseTargetKeys.warehouses(),
    queryFn: ({ signal }) => listAdminWarehouses(signal),
    staleTime: 5 * 60_000,
  });

export function useAdminWarehouses() {
  return useQuery(adminWarehousesQueryOptions());
}
