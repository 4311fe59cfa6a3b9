import { emailsApi, type UpdateEmailTemplateInput } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { emailKeys } from './keys';

/** PUT /api/emails/templates: one language's subject and body, or back to the built-in text; a refusal shows inline. */
export function updateEmailTemplate(body: UpdateEmailTemplateInput) {
  return callApi(emailsApi.updateEmailTemplate, { body }, { notifyBadRequest: false });
}

export function useUpdateEmailTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEmailTemplate,
    onSuccess: () => client.invalidateQueries({ queryKey: [...emailKeys.all, 'templates'] }),
  });
}
