import type { ListSalesmanLimitsQuery } from '@dealerport/contract';

export const salesmanLimitKeys = {
  all: ['salesman-limits'] as const,
  lists: () => [...salesmanLimitKeys.all, 'list'] as const,
  list: (query: Partial<ListSalesmanLimitsQuery>) => [...salesmanLimitKeys.lists(), query] as const,
  transactions: (limitId: number) => [...salesmanLimitKeys.all, 'transactions', limitId] as const,
};
