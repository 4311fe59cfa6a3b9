import type { ListWarehouseTargetsQuery } from '@dealerport/contract';

export const warehouseTargetKeys = {
  all: ['warehouse-targets'] as const,
  lists: () => [...warehouseTargetKeys.all, 'list'] as const,
  list: (query: ListWarehouseTargetsQuery) => [...warehouseTargetKeys.lists(), query] as const,
  warehouses: () => [...warehouseTargetKeys.all, 'warehouses'] as const,
  countries: (culture: string) => [...warehouseTargetKeys.all, 'countries', culture] as const,
};
