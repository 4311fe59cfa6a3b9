import type { ListOrdersQuery } from '@dealerport/contract';

/** Query keys of the orders; lists carry the acting customer (they are its orders). */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (customerId: string | undefined, query: ListOrdersQuery) => [...orderKeys.lists(), customerId, query] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (docNumber: string) => [...orderKeys.details(), docNumber] as const,
  statuses: (culture: string) => [...orderKeys.all, 'statuses', culture] as const,
};
