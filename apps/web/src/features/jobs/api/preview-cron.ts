import { jobsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobKeys } from './keys';

/** GET /api/integrations/jobs/cron-preview: the next three runs by the server's clock (INVALID_CRON shown inline). */
export function previewCron(cronExp: string, signal?: AbortSignal) {
  return callApi(jobsApi.previewCron, { query: { cronExp } }, { notifyBadRequest: false, ...(signal ? { signal } : {}) });
}

export const cronPreviewQueryOptions = (cronExp: string) =>
  queryOptions({
    queryKey: jobKeys.cron(cronExp),
    queryFn: ({ signal }) => previewCron(cronExp, signal),
    retry: false,
    staleTime: 30_000,
  });

export function useCronPreview(cronExp: string, enabled: boolean) {
  return useQuery({ ...cronPreviewQueryOptions(cronExp), enabled });
}
