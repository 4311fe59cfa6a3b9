import { settingsApi, type UpdateLogoRestSettingsInput } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/commons/logoRestSettings/test: tries the connection as typed (nothing saved). */
export function testLogoRestSettings(body: UpdateLogoRestSettingsInput) {
  return callApi(settingsApi.testLogoRestSettings, { body }, { notifyBadRequest: false });
}

export function useTestLogoRestSettings() {
  return useMutation({ mutationFn: testLogoRestSettings });
}
