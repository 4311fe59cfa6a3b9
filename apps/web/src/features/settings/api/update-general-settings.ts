import { settingsApi, type UpdateGeneralSettingsBody } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** PUT /api/commons/generalSettings; the form shows a refusal (SETTING_STATIC, a bad field) inline. */
export function updateGeneralSettings(body: UpdateGeneralSettingsBody) {
  return callApi(settingsApi.updateGeneralSettings, { body }, { notifyBadRequest: false });
}

export function useUpdateGeneralSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateGeneralSettings,
    onSuccess: (saved) => client.setQueryData(settingsKeys.general(), saved),
  });
}
