import type { PagedQuery } from '@dealerport/contract';

export const bundleKeys = {
  all: ['bundles'] as const,
  lists: () => [...bundleKeys.all, 'list'] as const,
  list: (query: PagedQuery) => [...bundleKeys.lists(), query] as const,
  /** The home page's view of a bundle, per language and acting customer (the server answers per both). */
  home: (tag: string, culture: string, customerId: string | null) => [...bundleKeys.all, 'home', tag, culture, customerId] as const,
  products: (search: string) => [...bundleKeys.all, 'products', search] as const,
};
