import type { Identity } from '@dealerport/contract';

export function identity(overrides: Partial<Identity> = {}): Identity {
  return {
    id: 'u1',
    accountName: 'salesman',
    email: 'salesman@example.com',
    firstName: 'Selim',
    lastName: 'Kaya',
    language: 'tr',
    isPasswordChangeRequired: false,
    role: { id: 3, name: 'Salesman', roleType: 'salesman', permissions: ['customer.select'] },
    customer: null,
    salesman: { id: 's1', name: 'Selim Kaya', code: 'PL-01' },
    countryCode: 'TR',
    ...overrides,
  };
}
