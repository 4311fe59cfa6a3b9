import type { PagedQuery } from '@dealerport/contract';

export const registrationKeys = {
  all: ['registrations'] as const,
  lists: () => [...registrationKeys.all, 'list'] as const,
  list: (query: PagedQuery) => [...registrationKeys.lists(), query] as const,
  dealerRoles: () => [...registrationKeys.all, 'dealer-roles'] as const,
};
