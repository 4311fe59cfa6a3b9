import { useCallback } from 'react';
import { useAddCartProduct } from '../api/add-cart-product';

/**
 * The add call the catalogue's add-to-cart buttons receive from the app (features do not import each
 * other): resolves once the cart has the product, rejects with the server's refusal.
 */
export function useAddToCart(): (productId: number, quantity: number) => Promise<unknown> {
  const { mutateAsync } = useAddCartProduct();
  return useCallback((productId: number, quantity: number) => mutateAsync({ productId, quantity }), [mutateAsync]);
}
