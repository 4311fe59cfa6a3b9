import type { ListTranslationsQuery } from '@dealerport/contract';

export const translationKeys = {
  all: ['translations'] as const,
  lists: () => [...translationKeys.all, 'list'] as const,
  list: (query: ListTranslationsQuery) => [...translationKeys.lists(), query] as const,
};
