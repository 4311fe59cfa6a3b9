import { settingsApi, type UpdateFtpSettingsInput } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { connectionKeys } from './connection-query-keys';

/** PUT /api/commons/ftpSettings; a refusal is shown in the form, not as a toast. */
export function updateFtpSettings(body: UpdateFtpSettingsInput) {
  return callApi(settingsApi.updateFtpSettings, { body }, { notifyBadRequest: false });
}

export function useUpdateFtpSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateFtpSettings,
    onSuccess: (saved) => client.setQueryData(connectionKeys.ftp(), saved),
  });
}
