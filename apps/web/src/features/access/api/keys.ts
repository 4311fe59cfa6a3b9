export const customerAccessKeys = {
  all: ['customer-access'] as const,
  customers: (search: string) => [...customerAccessKeys.all, 'customers', search] as const,
  allAccesses: () => [...customerAccessKeys.all, 'accesses'] as const,
  accesses: (customerId: string) => [...customerAccessKeys.allAccesses(), customerId] as const,
  categories: () => [...customerAccessKeys.all, 'categories'] as const,
  properties: (categoryId: number) => [...customerAccessKeys.all, 'properties', categoryId] as const,
  details: (propertyId: number, search: string) => [...customerAccessKeys.all, 'details', propertyId, search] as const,
};
