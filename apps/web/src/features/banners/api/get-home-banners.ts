import { homeApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { bannerKeys } from './keys';

/** GET /api/home/banners/{groupTag}?categoryId: the group's banners shown now to the caller (country, language). */
export function getHomeBanners(groupTag: string, categoryId: number | null, signal?: AbortSignal) {
  return callApi(
    homeApi.getHomeBanners,
    { params: { groupTag }, query: categoryId === null ? {} : { categoryId } },
    { ...(signal ? { signal } : {}), notifyBadRequest: false },
  );
}

export const homeBannersQueryOptions = (groupTag: string, culture: string, customerId: string | null, categoryId: number | null) =>
  queryOptions({
    queryKey: bannerKeys.home(groupTag, culture, customerId, categoryId),
    queryFn: ({ signal }) => getHomeBanners(groupTag, categoryId, signal),
    staleTime: 5 * 60_000,
  });

export function useHomeBanners(groupTag: string, categoryId: number | null = null) {
  const culture = useLocaleStore((s) => s.locale);
  const customerId = useCustomerStore((s) => s.selected?.id ?? null);
  return useQuery(homeBannersQueryOptions(groupTag, culture, customerId, categoryId));
}
