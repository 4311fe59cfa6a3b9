import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { basketKeys } from '../../features/baskets/api/keys';
import { QuickOrderPage } from '../../features/quick-order/components/QuickOrderPage';

/** /quick-order (authority selectedCustomer, as the cart): the pad; what it puts in the cart makes the cart's queries stale. */
export function QuickOrderRoute() {
  const client = useQueryClient();
  const onCartChanged = useCallback(() => void client.invalidateQueries({ queryKey: basketKeys.contents() }), [client]);
  return <QuickOrderPage onCartChanged={onCartChanged} />;
}
