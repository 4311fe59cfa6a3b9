import { customersApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LookupOption } from '../../../components/LookupSelect';
import { callApi } from '../../../lib/api-client';
import { customerAccessKeys } from './keys';

export const CUSTOMER_PICKER_SIZE = 20;

/** GET /api/customers: the first page of customers whose name or code contains the text (scoped by the server). */
export function searchCustomers(search: string, signal?: AbortSignal) {
  const query = { PageNumber: 1, PageSize: CUSTOMER_PICKER_SIZE, OrderBy: 'name asc', ...(search ? { SearchTerm: search } : {}) };
  return callApi(customersApi.listCustomers, { query }, signal ? { signal } : {});
}

export const customerSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: customerAccessKeys.customers(search),
    queryFn: ({ signal }) => searchCustomers(search, signal),
    placeholderData: keepPreviousData,
  });

/** The customers found, as the options of a LookupSelect. */
export function useCustomerSearch(search: string) {
  return useQuery({
    ...customerSearchQueryOptions(search.trim()),
    select: (page): LookupOption[] => page.items.map((c) => ({ id: c.id, name: c.name, code: c.code })),
  });
}
