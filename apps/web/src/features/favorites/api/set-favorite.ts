import { favoritesApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { favoriteKeys } from './keys';

/** POST /api/home/favorites/{productId} (idempotent). */
export function addFavorite(productId: number) {
  return callApi(favoritesApi.addFavorite, { params: { productId } });
}

/** DELETE /api/home/favorites/{productId} (idempotent). */
export function removeFavorite(productId: number) {
  return callApi(favoritesApi.removeFavorite, { params: { productId } });
}

/** Adds or removes a favourite; the list is fetched again afterwards. */
export function useSetFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, favorite }: { productId: number; favorite: boolean }) =>
      favorite ? addFavorite(productId) : removeFavorite(productId),
    onSuccess: () => client.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
