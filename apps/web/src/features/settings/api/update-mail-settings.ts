import { settingsApi, type UpdateMailSettingsInput } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** PUT /api/commons/mailSettings; a refusal is shown in the form, not as a toast. */
export function updateMailSettings(body: UpdateMailSettingsInput) {
  return callApi(settingsApi.updateMailSettings, { body }, { notifyBadRequest: false });
}

export function useUpdateMailSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMailSettings,
    onSuccess: (saved) => client.setQueryData(settingsKeys.mail(), saved),
  });
}
