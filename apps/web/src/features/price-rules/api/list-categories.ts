import { definitionsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { priceRuleKeys } from './keys';

/** GET /api/definitions/categories/admin: the whole category tree, inactive categories included (the campaign form's choice). */
export function listCategories(signal?: AbortSignal) {
  return callApi(definitionsApi.listAdminCategoryDefinitions, {}, signal ? { signal } : {});
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: priceRuleKeys.categories(), queryFn: ({ signal }) => listCategories(signal), staleTime: 5 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
