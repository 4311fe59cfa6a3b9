export const settingsKeys = {
  all: ['settings'] as const,
  password: () => [...settingsKeys.all, 'password'] as const,
  general: () => [...settingsKeys.all, 'general'] as const,
  image: () => [...settingsKeys.all, 'image'] as const,
  site: () => [...settingsKeys.all, 'site'] as const,
  mail: () => [...settingsKeys.all, 'mail'] as const,
};
