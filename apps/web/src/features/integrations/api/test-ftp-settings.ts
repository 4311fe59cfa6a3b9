import { settingsApi, type UpdateFtpSettingsInput } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/commons/ftpSettings/test: tries the connection as typed (nothing saved). */
export function testFtpSettings(body: UpdateFtpSettingsInput) {
  return callApi(settingsApi.testFtpSettings, { body }, { notifyBadRequest: false });
}

export function useTestFtpSettings() {
  return useMutation({ mutationFn: testFtpSettings });
}
