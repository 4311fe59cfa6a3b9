export const favoriteKeys = {
  all: ['favorites'] as const,
  list: (customerId: string | undefined) => [...favoriteKeys.all, 'list', customerId] as const,
};
