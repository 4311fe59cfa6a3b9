export const settingsKeys = {
  all: ['settings'] as const,
  password: () => [...settingsKeys.all, 'password'] as const,
};
