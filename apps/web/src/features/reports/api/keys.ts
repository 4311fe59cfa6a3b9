/** Query keys of the reports: one list per report, keyed by its query and filters. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (name: string, query: unknown, filter: unknown) => [...reportKeys.all, name, query, filter] as const,
  lookup: (kind: 'customers' | 'salesmen', name: string) => [...reportKeys.all, 'lookup', kind, name] as const,
  categories: (culture: string) => [...reportKeys.all, 'categories', culture] as const,
};
