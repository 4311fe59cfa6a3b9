import { homeApi } from '@dealerport/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bundleKeys } from './keys';

/** GET /api/home/customers: the customers the administrator may act for (the preview's choice). */
export function useCustomerChoices(enabled: boolean) {
  return useQuery({
    queryKey: [...bundleKeys.all, 'customers'],
    queryFn: ({ signal }) => callApi(homeApi.listSelectableCustomers, {}, signal ? { signal } : {}),
    enabled,
    staleTime: 5 * 60_000,
  });
}
