import type { PagedQuery } from '@dealerport/contract';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: PagedQuery) => [...userKeys.lists(), query] as const,
  roleOptions: () => [...userKeys.all, 'role-options'] as const,
  customerOptions: (name: string) => [...userKeys.all, 'customer-options', name] as const,
  salesmanOptions: (name: string) => [...userKeys.all, 'salesman-options', name] as const,
  salesmen: () => [...userKeys.all, 'salesmen'] as const,
  salesmanList: (query: PagedQuery) => [...userKeys.salesmen(), 'list', query] as const,
  salesmanCustomers: (salesmanId: string) => [...userKeys.salesmen(), 'customers', salesmanId] as const,
};
