import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useTunables } from '../../../lib/tunables';
import { basketKeys } from '../api/keys';

/**
 * The customer whose cart the header shows (spec 01 §4): a newly selected customer's cart loads 300 ms
 * after the selection (config item cartReloadDelayMs); with no customer selected the cart is emptied at once (and its cached copies
 * dropped). The customer selected when the page loads is used straight away.
 */
export function useCartCustomerId(): string | null {
  const selectedId = useCustomerStore((s) => s.selected?.id ?? null);
  const [cartCustomerId, setCartCustomerId] = useState<string | null>(selectedId);
  const client = useQueryClient();
  const { cartReloadDelayMs } = useTunables();

  useEffect(() => {
    if (selectedId === cartCustomerId) return;
    if (selectedId === null) {
      setCartCustomerId(null);
      client.removeQueries({ queryKey: basketKeys.all });
      return;
    }
    // another customer: nothing of the previous one's cart shows while the new one waits to load
    setCartCustomerId(null);
    const timer = setTimeout(() => setCartCustomerId(selectedId), cartReloadDelayMs);
    return () => clearTimeout(timer);
  }, [selectedId, cartCustomerId, client, cartReloadDelayMs]);

  return cartCustomerId;
}
