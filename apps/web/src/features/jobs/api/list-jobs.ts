import { jobsApi, type ListScheduledJobsQuery } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobKeys } from './keys';

/** GET /api/integrations/jobs: the jobs, paged, by name. */
export function listJobs(query: ListScheduledJobsQuery, signal?: AbortSignal) {
  return callApi(jobsApi.listScheduledJobs, { query }, signal ? { signal } : {});
}

export const jobsQueryOptions = (query: ListScheduledJobsQuery, watch: boolean) =>
  queryOptions({
    queryKey: jobKeys.list(query),
    queryFn: ({ signal }) => listJobs(query, signal),
    placeholderData: keepPreviousData,
    // While a run is queued or running the list looks again, so its button and result follow the run.
    refetchInterval: watch ? 3000 : false,
  });

export function useJobs(query: ListScheduledJobsQuery, watch: boolean) {
  return useQuery(jobsQueryOptions(query, watch));
}
