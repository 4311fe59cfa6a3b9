export const profileKeys = {
  all: ['profile'] as const,
  own: () => [...profileKeys.all, 'own'] as const,
  /** The acting customer's stock feed token (per customer: staff may act for several). */
  stockFeed: (customerId: string) => [...profileKeys.all, 'stock-feed', customerId] as const,
};
