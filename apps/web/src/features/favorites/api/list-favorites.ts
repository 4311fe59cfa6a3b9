import { favoritesApi } from '@dealerport/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { favoriteKeys } from './keys';

/** GET /api/home/favorites: the caller's favourites for the acting customer, newest first. */
export function listFavorites(signal?: AbortSignal) {
  return callApi(favoritesApi.listFavorites, {}, signal ? { signal } : {});
}

export function useFavorites() {
  const customerId = useCustomerStore((s) => s.selected?.id);
  return useQuery({
    queryKey: favoriteKeys.list(customerId),
    queryFn: ({ signal }) => listFavorites(signal),
    enabled: customerId !== undefined,
    staleTime: 60_000,
  });
}
