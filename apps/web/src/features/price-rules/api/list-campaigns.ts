import { type ListCampaignsQueryInput, priceRulesApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { priceRuleKeys } from './keys';

/** GET /api/price-rules/campaigns: paged, searched (code, names), by status on the distributor's day, sorted on the server. */
export function listCampaigns(query: ListCampaignsQueryInput, signal?: AbortSignal) {
  return callApi(priceRulesApi.listCampaigns, { query }, signal ? { signal } : {});
}

export const campaignsQueryOptions = (query: ListCampaignsQueryInput) =>
  queryOptions({
    queryKey: priceRuleKeys.campaignList(query),
    queryFn: ({ signal }) => listCampaigns(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCampaigns(query: ListCampaignsQueryInput) {
  return useQuery(campaignsQueryOptions(query));
}
