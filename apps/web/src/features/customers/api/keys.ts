export const customerKeys = {
  all: ['customers'] as const,
  selectable: () => [...customerKeys.all, 'selectable'] as const,
};
