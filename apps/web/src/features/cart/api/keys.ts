/** Query keys of the cart (spec 01 §4): every key carries the acting customer, so one customer's cart never shows for another. */
export const cartKeys = {
  all: ['cart'] as const,
  /** Everything a cart change makes stale: the cart, the dropdown and the badge. */
  contents: () => [...cartKeys.all, 'contents'] as const,
  cart: (customerId: string | null | undefined) => [...cartKeys.contents(), 'cart', customerId] as const,
  simplified: (customerId: string | null | undefined) => [...cartKeys.contents(), 'simplified', customerId] as const,
  itemCount: (customerId: string | null | undefined) => [...cartKeys.contents(), 'item-count', customerId] as const,
  paymentMethods: (customerId: string | null | undefined, categoryId: number) =>
    [...cartKeys.all, 'payment-methods', customerId, categoryId] as const,
  addresses: (customerId: string | null | undefined) => [...cartKeys.all, 'addresses', customerId] as const,
  /** Not under `all`: following a placed order outlives the cart (emptied when the customer is cleared). */
  transaction: (transactionId: string) => ['order-transaction', transactionId] as const,
};
