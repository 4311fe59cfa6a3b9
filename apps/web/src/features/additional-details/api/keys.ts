import type { PagedQuery } from '@dealerport/contract';

export const additionalDetailKeys = {
  all: ['additional-details'] as const,
  lists: () => [...additionalDetailKeys.all, 'list'] as const,
  list: (query: PagedQuery) => [...additionalDetailKeys.lists(), query] as const,
  categories: () => [...additionalDetailKeys.all, 'categories'] as const,
  properties: (categoryId: number) => [...additionalDetailKeys.all, 'properties', categoryId] as const,
  products: (categoryId: number | null, search: string) => [...additionalDetailKeys.all, 'products', categoryId, search] as const,
};
