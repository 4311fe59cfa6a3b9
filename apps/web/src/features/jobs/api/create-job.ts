import { type CreateScheduledJobBody, jobsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobKeys } from './keys';

/** POST /api/integrations/jobs: a new scheduled SQL job; the form shows a refusal inline. */
export function createJob(body: CreateScheduledJobBody) {
  return callApi(jobsApi.createScheduledJob, { body }, { notifyBadRequest: false });
}

export function useCreateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}
