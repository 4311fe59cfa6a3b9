import { priceRulesApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { priceRuleKeys } from './keys';

/** GET /api/price-rules/price-groups: the price groups customers are in, with their customer counts (the pickers' suggestions). */
export function listPriceGroups(signal?: AbortSignal) {
  return callApi(priceRulesApi.listPriceGroups, {}, signal ? { signal } : {});
}

export const priceGroupsQueryOptions = () =>
  queryOptions({ queryKey: priceRuleKeys.priceGroups(), queryFn: ({ signal }) => listPriceGroups(signal), staleTime: 5 * 60_000 });

export function usePriceGroups() {
  return useQuery(priceGroupsQueryOptions());
}
