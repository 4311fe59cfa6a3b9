import type { PagedQuery } from '@dealerport/contract';

export const paymentKeys = {
  all: ['payments'] as const,
  settings: () => [...paymentKeys.all, 'settings'] as const,
  posConfigs: () => [...paymentKeys.all, 'pos-configs'] as const,
  posConfigList: (query: PagedQuery) => [...paymentKeys.posConfigs(), query] as const,
  /** Whether online payment is on for an order, or (null) for the acting customer's open balance. */
  availability: (docNumber: string | null, customerId: string | null) =>
    [...paymentKeys.all, 'availability', docNumber ?? 'balance', customerId] as const,
  /** The order a return page shows (its own copy: features do not share queries). */
  order: (docNumber: string) => [...paymentKeys.all, 'order', docNumber] as const,
};
