import { type PagedQuery, registrationsApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** GET /api/customers/customer-registration: paged, searched and filtered on the server. */
export function listRegistrations(query: PagedQuery, signal?: AbortSignal) {
  return callApi(registrationsApi.listCustomerRegistrations, { query }, signal ? { signal } : {});
}

export const registrationsQueryOptions = (query: PagedQuery) =>
  queryOptions({
    queryKey: registrationKeys.list(query),
    queryFn: ({ signal }) => listRegistrations(query, signal),
    // the table keeps showing the last page while the next one loads
    placeholderData: keepPreviousData,
  });

export function useRegistrations(query: PagedQuery) {
  return useQuery(registrationsQueryOptions(query));
}
