import type { PagedQuery } from '@dealerport/contract';

export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (query: PagedQuery) => [...roleKeys.lists(), query] as const,
  permissionTree: () => [...roleKeys.all, 'permission-tree'] as const,
  details: () => [...roleKeys.all, 'detail'] as const,
  withPermissions: (id: number) => [...roleKeys.details(), id, 'permissions'] as const,
  withUsers: (id: number) => [...roleKeys.details(), id, 'users'] as const,
};
