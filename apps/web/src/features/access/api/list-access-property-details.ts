import { accessApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerAccessKeys } from './keys';

/** GET /api/accesses/category/property/{propertyId}/available-property-details: at most 1000, searched over code and name. */
export function listAccessPropertyDetails(propertyId: number, search: string, signal?: AbortSignal) {
  const query = search ? { SearchTerm: search } : {};
  return callApi(accessApi.listAccessPropertyDetails, { params: { propertyId }, query }, signal ? { signal } : {});
}

export const accessPropertyDetailsQueryOptions = (propertyId: number, search: string) =>
  queryOptions({
    queryKey: customerAccessKeys.details(propertyId, search),
    queryFn: ({ signal }) => listAccessPropertyDetails(propertyId, search, signal),
    placeholderData: keepPreviousData,
  });

export function useAccessPropertyDetails(propertyId: number | null, search: string) {
  return useQuery({ ...accessPropertyDetailsQueryOptions(propertyId ?? 0, search.trim()), enabled: propertyId !== null });
}
