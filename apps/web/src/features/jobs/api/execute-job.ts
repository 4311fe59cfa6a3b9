import { jobsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobKeys } from './keys';

/** PUT /api/integrations/jobs/{id}/execute: queues a run now (409 while one is queued or running). */
export function executeJob(id: number) {
  return callApi(jobsApi.executeScheduledJob, { params: { id } });
}

export function useExecuteJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: executeJob,
    onSettled: (_data, _error, id) => {
      void client.invalidateQueries({ queryKey: jobKeys.lists() });
      void client.invalidateQueries({ queryKey: jobKeys.runs(id) });
    },
  });
}
