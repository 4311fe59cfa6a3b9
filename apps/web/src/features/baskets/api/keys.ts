/** Query keys of the baskets area, the cart (spec 01 §4): every key carries the acting customer, so one customer's cart never shows for another. */
export const basketKeys = {
  all: ['baskets'] as const,
  /** Everything a cart change makes stale: the cart, the dropdown and the badge. */
  contents: () => [...basketKeys.all, 'contents'] as const,
  cart: (customerId: string | null | undefined) => [...basketKeys.contents(), 'cart', customerId] as const,
  simplified: (customerId: string | null | undefined) => [...basketKeys.contents(), 'simplified', customerId] as const,
  itemCount: (customerId: string | null | undefined) => [...basketKeys.contents(), 'item-count', customerId] as const,
  /** Under `contents`: every change of the cart asks for the split again. */
  splitPreview: (customerId: string | null | undefined, addressCode: string | null | undefined) =>
    [...basketKeys.contents(), 'split-preview', customerId, addressCode ?? null] as const,
  paymentMethods: (customerId: string | null | undefined, categoryId: number) =>
    [...basketKeys.all, 'payment-methods', customerId, categoryId] as const,
  addresses: (customerId: string | null | undefined) => [...basketKeys.all, 'addresses', customerId] as const,
  /** Not under `all`: following a placed order outlives the cart (emptied when the customer is cleared). */
  transaction: (transactionId: string) => ['order-transaction', transactionId] as const,
};
