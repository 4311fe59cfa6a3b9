import { settingsApi, type UpdateLogoRestSettingsInput } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { connectionKeys } from './connection-query-keys';

/** PUT /api/commons/logoRestSettings; a refusal is shown in the form, not as a toast. */
export function updateLogoRestSettings(body: UpdateLogoRestSettingsInput) {
  return callApi(settingsApi.updateLogoRestSettings, { body }, { notifyBadRequest: false });
}

export function useUpdateLogoRestSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateLogoRestSettings,
    onSuccess: (saved) => client.setQueryData(connectionKeys.logoRest(), saved),
  });
}
