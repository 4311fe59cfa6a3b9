import type { ListEmailGroupsQuery, ListEmailTemplatesQuery } from '@dealerport/contract';

export const emailKeys = {
  all: ['emails'] as const,
  groups: (query: ListEmailGroupsQuery) => [...emailKeys.all, 'groups', query] as const,
  templates: (query: ListEmailTemplatesQuery) => [...emailKeys.all, 'templates', query] as const,
  /** The events with their variables, named in the caller's language. */
  types: (culture: string) => [...emailKeys.all, 'types', culture] as const,
  categories: () => [...emailKeys.all, 'categories'] as const,
};
