import { customersApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LookupOption } from '../../../components/LookupSelect';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/customers: the first 20 customers whose name or code contains the text (the POS entry's customer). */
export function searchCustomers(search: string, signal?: AbortSignal) {
  const query = { PageNumber: 1, PageSize: 20, OrderBy: 'name asc', ...(search ? { SearchTerm: search } : {}) };
  return callApi(customersApi.listCustomers, { query }, signal ? { signal } : {});
}

/** The customers found, as the options of a LookupSelect. */
export function useCustomerSearch(search: string) {
  return useQuery(
    queryOptions({
      queryKey: [...paymentKeys.all, 'customers', search.trim()],
      queryFn: ({ signal }) => searchCustomers(search.trim(), signal),
      placeholderData: keepPreviousData,
      select: (page): LookupOption[] => page.items.map((c) => ({ id: c.id, name: c.name, code: c.code })),
    }),
  );
}
