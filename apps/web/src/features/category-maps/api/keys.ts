export const categoryMapKeys = {
  all: ['category-maps'] as const,
  lists: () => [...categoryMapKeys.all, 'list'] as const,
  /** The list is the selected customer's (x-customer-id). */
  list: (customerId: string) => [...categoryMapKeys.lists(), customerId] as const,
  categories: () => [...categoryMapKeys.all, 'categories'] as const,
};
