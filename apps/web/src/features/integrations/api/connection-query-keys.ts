/** Query keys of the ERP connection and storage server settings. */
export const connectionKeys = {
  all: ['integrations', 'connections'] as const,
  logoRest: () => [...connectionKeys.all, 'logo-rest'] as const,
  ftp: () => [...connectionKeys.all, 'ftp'] as const,
};
