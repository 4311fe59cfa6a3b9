import { priceRulesApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { priceRuleKeys } from './keys';

/** GET /api/price-rules/price-lists/{id}: the list with who it is for. */
export function getPriceList(id: number, signal?: AbortSignal) {
  return callApi(priceRulesApi.getPriceList, { params: { id } }, signal ? { signal } : {});
}

export const priceListQueryOptions = (id: number) =>
  queryOptions({ queryKey: priceRuleKeys.priceList(id), queryFn: ({ signal }) => getPriceList(id, signal) });

export function usePriceList(id: number) {
  return useQuery(priceListQueryOptions(id));
}
