import { emailsApi, type PreviewEmailTemplateInput } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/emails/templates/preview: the text as typed, rendered by the server with sample data; a refusal shows inline. */
export function previewEmailTemplate(body: PreviewEmailTemplateInput) {
  return callApi(emailsApi.previewEmailTemplate, { body }, { notifyBadRequest: false });
}

export function usePreviewEmailTemplate() {
  return useMutation({ mutationFn: previewEmailTemplate });
}
