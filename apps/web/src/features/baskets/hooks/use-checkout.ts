import type { DeliveryAddress } from '@dealerport/contract';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useOrderTransactionStore } from '../../../lib/stores/order-transaction-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { useCart } from '../api/get-cart';
import { useDeliveryAddresses } from '../api/list-delivery-addresses';
import { usePlaceOrder } from '../api/place-order';

/** The address checkout proposes: the cart's, else the customer's default, else the first. */
export function proposedAddress(addresses: readonly DeliveryAddress[], cartAddressId: string | null): DeliveryAddress | null {
  return addresses.find((a) => a.id === cartAddressId) ?? addresses.find((a) => a.isDefault) ?? addresses[0] ?? null;
}

/**
 * The cart screen's checkout: the cart, the delivery address (chosen, else proposed), the note and place
 * order. Placing sends one idempotency key per checkout attempt, so a double click (or a retry after a lost
 * answer) creates one order; the result modal then follows the transaction.
 */
export function useCheckout() {
  const cart = useCart();
  const addresses = useDeliveryAddresses();
  const place = usePlaceOrder();
  const startTransaction = useOrderTransactionStore((s) => s.start);
  const userId = useUserStore((s) => s.user?.id ?? null);

  const [addressCode, setAddressCode] = useState<string | null>(null);
  const [note, setNote] = useState('');
  // One key per checkout attempt: the cart as read. Clicking again (a double click, a retry after a lost
  // answer) sends the same key, so the server answers with the first transaction; once the cart is read
  // again (the order emptied it, a failure or an edit changed it) the next click is a new attempt.
  const attempt = useRef<{ key: string; cartReadAt: number } | null>(null);

  const addressList = addresses.data ?? [];
  const chosen = cart.data
    ? (addressList.find((a) => a.code === addressCode) ?? proposedAddress(addressList, cart.data.deliveryAddressId))
    : null;
  const canPlace = (cart.data?.cartSummary.canPlaceOrder ?? false) && chosen !== null && !place.isPending;

  const submit = () => {
    if (!chosen) return;
    if (attempt.current?.cartReadAt !== cart.dataUpdatedAt) attempt.current = { key: crypto.randomUUID(), cartReadAt: cart.dataUpdatedAt };
    const idempotencyKey = attempt.current.key;
    const trimmed = note.trim();
    place.mutate(
      { customerAddressCode: chosen.code, idempotencyKey, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: (result) => startTransaction(result.transactionId, userId),
        onError: (error) => {
          // a refusal ends the attempt (something must change first); a lost answer is retried with the same key
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) attempt.current = null;
        },
      },
    );
  };

  return { cart, addresses, addressList, chosen, chooseAddress: setAddressCode, note, setNote, placing: place.isPending, canPlace, submit };
}

export type Checkout = ReturnType<typeof useCheckout>;
