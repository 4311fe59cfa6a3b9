import { settingsApi, type UpdatePasswordSettingsBody } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** PUT /api/commons/passwordSettings; the form shows a refusal (INVALID_PASSWORD_PATTERN) inline. */
export function updatePasswordSettings(body: UpdatePasswordSettingsBody) {
  return callApi(settingsApi.updatePasswordSettings, { body }, { notifyBadRequest: false });
}

export function useUpdatePasswordSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePasswordSettings,
    onSuccess: (saved) => client.setQueryData(settingsKeys.password(), saved),
  });
}
