import { jobsApi, type UpdateScheduledJobBody } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobKeys } from './keys';

/** PUT /api/integrations/jobs/{id}; the form shows a refusal inline. */
export function updateJob({ id, body }: { id: number; body: UpdateScheduledJobBody }) {
  return callApi(jobsApi.updateScheduledJob, { params: { id }, body }, { notifyBadRequest: false });
}

export function useUpdateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}
