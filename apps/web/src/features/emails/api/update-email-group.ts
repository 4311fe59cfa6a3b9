import { emailsApi, type UpdateEmailGroupInput } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { emailKeys } from './keys';

/** PUT /api/emails/templates/groups: an event setting's active flag, cc and bcc (a category variant made when missing). */
export function updateEmailGroup(body: UpdateEmailGroupInput) {
  return callApi(emailsApi.updateEmailGroup, { body }, { notifyBadRequest: false });
}

export function useUpdateEmailGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEmailGroup,
    onSuccess: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
