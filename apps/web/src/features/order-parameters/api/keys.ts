import type { PagedQuery } from '@dealerport/contract';

export const orderParameterKeys = {
  all: ['order-parameters'] as const,
  lists: () => [...orderParameterKeys.all, 'list'] as const,
  /** Names come in the caller's language: a language switch asks again. */
  list: (query: PagedQuery, culture: string) => [...orderParameterKeys.lists(), culture, query] as const,
  categories: (culture: string) => [...orderParameterKeys.all, 'categories', culture] as const,
};
