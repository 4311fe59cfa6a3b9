import { jobsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobKeys } from './keys';

/** DELETE /api/integrations/jobs/{id} (SQL jobs only); the confirmation shows a refusal inline. */
export function deleteJob(id: number) {
  return callApi(jobsApi.deleteScheduledJob, { params: { id } }, { notifyBadRequest: false });
}

export function useDeleteJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}
