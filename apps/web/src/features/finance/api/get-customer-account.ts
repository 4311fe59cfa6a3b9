import { type CustomerAccountQuery, customersApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { financeKeys } from './keys';

export type AccountQuery = Pick<CustomerAccountQuery, 'PageNumber' | 'PageSize'> &
  Partial<Pick<CustomerAccountQuery, 'StartDate' | 'EndDate'>>;

/** GET /api/customers/finance: the selected customer's balance and ledger page (oldest first). */
export function getCustomerAccount(query: AccountQuery, signal?: AbortSignal) {
  return callApi(customersApi.getCustomerAccount, { query }, signal ? { signal } : {});
}

export const customerAccountQueryOptions = (customerId: string, query: AccountQuery) =>
  queryOptions({
    queryKey: financeKeys.account(customerId, query),
    queryFn: ({ signal }) => getCustomerAccount(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomerAccount(customerId: string | null, query: AccountQuery, enabled = true) {
  return useQuery({ ...customerAccountQueryOptions(customerId ?? '', query), enabled: enabled && Boolean(customerId) });
}
