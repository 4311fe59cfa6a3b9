import type { CustomerAccountQuery } from '@dealerport/contract';

export const financeKeys = {
  all: ['finance'] as const,
  accounts: () => [...financeKeys.all, 'account'] as const,
  // the selected customer travels in a header, so it is part of the key
  account: (customerId: string, query: Partial<CustomerAccountQuery>) => [...financeKeys.accounts(), customerId, query] as const,
};
