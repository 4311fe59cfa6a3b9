import type { PagedQuery } from '@dealerport/contract';

export const paymentKeys = {
  all: ['payments'] as const,
  settings: () => [...paymentKeys.all, 'settings'] as const,
  posConfigs: () => [...paymentKeys.all, 'pos-configs'] as const,
  posConfigList: (query: PagedQuery) => [...paymentKeys.posConfigs(), query] as const,
  /** The order a return page shows (its own copy: features do not share queries). */
  order: (docNumber: string) => [...paymentKeys.all, 'order', docNumber] as const,
};
