import type { ListScheduledJobRunsQuery, ListScheduledJobsQuery } from '@dealerport/contract';

export const jobKeys = {
  all: ['scheduled-jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (query: ListScheduledJobsQuery) => [...jobKeys.lists(), query] as const,
  runs: (id: number) => [...jobKeys.all, 'runs', id] as const,
  runPage: (id: number, query: ListScheduledJobRunsQuery) => [...jobKeys.runs(id), query] as const,
  cron: (cronExp: string) => [...jobKeys.all, 'cron', cronExp] as const,
};
