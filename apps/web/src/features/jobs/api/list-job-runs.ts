import { jobsApi, type ListScheduledJobRunsQuery } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobKeys } from './keys';

/** GET /api/integrations/jobs/{id}/runs: a job's run history, newest first. */
export function listJobRuns(id: number, query: ListScheduledJobRunsQuery, signal?: AbortSignal) {
  return callApi(jobsApi.listScheduledJobRuns, { params: { id }, query }, signal ? { signal } : {});
}

export const jobRunsQueryOptions = (id: number, query: ListScheduledJobRunsQuery) =>
  queryOptions({
    queryKey: jobKeys.runPage(id, query),
    queryFn: ({ signal }) => listJobRuns(id, query, signal),
    placeholderData: keepPreviousData,
  });

export function useJobRuns(id: number | null, query: ListScheduledJobRunsQuery) {
  return useQuery({ ...jobRunsQueryOptions(id ?? 0, query), enabled: id !== null });
}
