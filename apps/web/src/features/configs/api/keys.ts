export const configKeys = {
  all: ['configs'] as const,
  list: () => [...configKeys.all, 'list'] as const,
  dataTypes: () => [...configKeys.all, 'data-types'] as const,
};
