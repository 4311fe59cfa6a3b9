import type { CustomerAccountQuery, CustomerBalanceHistoryQuery } from '@dealerport/contract';

export const financeKeys = {
  all: ['finance'] as const,
  accounts: () => [...financeKeys.all, 'account'] as const,
  // the selected customer travels in a header, so it is part of the key
  account: (customerId: string, query: Partial<CustomerAccountQuery>) => [...financeKeys.accounts(), customerId, query] as const,
  balanceHistory: (customerId: string, query: Partial<CustomerBalanceHistoryQuery>) =>
    [...financeKeys.all, 'balance-history', customerId, query] as const,
};
