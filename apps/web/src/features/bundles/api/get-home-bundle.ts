import { type HomeBundle, homeApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { bundleKeys } from './keys';

/** GET /api/home/bundles/{tag}: the bundle's products as the acting customer sees them; null when there is none (404). */
export async function getHomeBundle(tag: string, signal?: AbortSignal): Promise<HomeBundle | null> {
  try {
    return await callApi(homeApi.getHomeBundle, { params: { tag } }, { ...(signal ? { signal } : {}), notifyBadRequest: false });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const homeBundleQueryOptions = (tag: string, culture: string, customerId: string | null) =>
  queryOptions({
    queryKey: bundleKeys.home(tag, culture, customerId),
    queryFn: ({ signal }) => getHomeBundle(tag, signal),
    staleTime: 60_000,
  });

/** Asks only while a customer is acted for (the call answers per customer). */
export function useHomeBundle(tag: string) {
  const culture = useLocaleStore((s) => s.locale);
  const customerId = useCustomerStore((s) => s.selected?.id ?? null);
  return useQuery({ ...homeBundleQueryOptions(tag, culture, customerId), enabled: customerId !== null });
}

/** The preview of /bundle-management: the bundle as one chosen customer sees it (whoever is selected). */
export function useBundlePreview(tag: string | null, customerId: string | null) {
  const culture = useLocaleStore((s) => s.locale);
  return useQuery({
    queryKey: [...bundleKeys.all, 'preview', tag, culture, customerId],
    queryFn: async ({ signal }) => {
      try {
        return await callApi(
          homeApi.getHomeBundle,
          { params: { tag: tag! } },
          { ...(signal ? { signal } : {}), notifyBadRequest: false, customerId: customerId! },
        );
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    enabled: tag !== null && customerId !== null,
    staleTime: 0,
  });
}
