import { settingsApi, type UpdateMailSettingsInput } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/commons/mailSettings/test: a test email to the caller through the settings as typed (nothing saved). */
export function testMailSettings(body: UpdateMailSettingsInput) {
  return callApi(settingsApi.testMailSettings, { body }, { notifyBadRequest: false });
}

export function useTestMailSettings() {
  return useMutation({ mutationFn: testMailSettings });
}
