import { emailsApi, type PreviewEmailTemplateInput } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/emails/templates/test: the text as typed, rendered with sample data, sent to the caller's own address. */
export function sendTestEmailTemplate(body: PreviewEmailTemplateInput) {
  return callApi(emailsApi.sendTestEmailTemplate, { body }, { notifyBadRequest: false });
}

export function useSendTestEmailTemplate() {
  return useMutation({ mutationFn: sendTestEmailTemplate });
}
