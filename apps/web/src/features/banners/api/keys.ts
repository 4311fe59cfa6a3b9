import type { PagedQuery } from '@dealerport/contract';

export const bannerKeys = {
  all: ['banners'] as const,
  lists: () => [...bannerKeys.all, 'list'] as const,
  list: (query: PagedQuery) => [...bannerKeys.lists(), query] as const,
  /** The home page's view of a group, per language and acting customer (the server answers per both). */
  home: (groupTag: string, culture: string, customerId: string | null, categoryId: number | null) =>
    [...bannerKeys.all, 'home', groupTag, culture, customerId, categoryId] as const,
  /** A group in order (the order dialog). */
  group: (groupTag: string) => [...bannerKeys.all, 'group', groupTag] as const,
  categories: () => [...bannerKeys.all, 'categories'] as const,
  countries: (culture: string) => [...bannerKeys.all, 'countries', culture] as const,
};
