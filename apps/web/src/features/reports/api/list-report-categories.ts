import { definitionsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { reportKeys } from './keys';

/** GET /api/definitions/categories/admin: the category tree the report filters pick from. */
export function listReportCategories(signal?: AbortSignal) {
  return callApi(definitionsApi.listAdminCategoryDefinitions, {}, signal ? { signal } : {});
}

export const reportCategoriesQueryOptions = (culture: string) =>
  queryOptions({
    queryKey: reportKeys.categories(culture),
    queryFn: ({ signal }) => listReportCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useReportCategories() {
  const { i18n } = useTranslation();
  return useQuery(reportCategoriesQueryOptions(i18n.language));
}
