export const authKeys = {
  all: ['auth'] as const,
  whoAmI: () => [...authKeys.all, 'who-am-i'] as const,
};
