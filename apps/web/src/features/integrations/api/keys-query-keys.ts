export const integrationKeyKeys = {
  all: ['integration-keys'] as const,
  list: () => [...integrationKeyKeys.all, 'list'] as const,
};
