import { settingsApi, type UpdateImageSettingsBody } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** PUT /api/commons/imageSettings; the next upload follows them. A refusal shows in the form. */
export function updateImageSettings(body: UpdateImageSettingsBody) {
  return callApi(settingsApi.updateImageSettings, { body }, { notifyBadRequest: false });
}

export function useUpdateImageSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateImageSettings,
    onSuccess: (saved) => client.setQueryData(settingsKeys.image(), saved),
  });
}
