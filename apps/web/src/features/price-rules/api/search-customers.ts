import { customersApi } from '@dealerport/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LookupOption } from '../../../components/LookupSelect';
import { callApi } from '../../../lib/api-client';
import { priceRuleKeys } from './keys';

export const CUSTOMER_PICKER_SIZE = 20;

/** GET /api/customers: the first customers whose name or code contains the text (the pickers of campaigns and price lists). */
export function searchCustomers(search: string, signal?: AbortSignal) {
  const query = { PageNumber: 1, PageSize: CUSTOMER_PICKER_SIZE, OrderBy: 'name asc', SearchTerm: search };
  return callApi(customersApi.listCustomers, { query }, signal ? { signal } : {});
}

/** The customers found, as a LookupSelect's options; asks once two characters are typed. */
export function useCustomerSearch(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: priceRuleKeys.customers(text),
    queryFn: ({ signal }) => searchCustomers(text, signal),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
    select: (page): LookupOption[] => page.items.map((c) => ({ id: c.id, name: c.name, code: c.code })),
  });
}
