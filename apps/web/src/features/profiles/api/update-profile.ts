import { profilesApi, type UpdateProfileBody } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** PUT /api/profiles; the form shows a refusal (e.g. an email in use) inline, not as a toast. */
export function updateProfile(body: UpdateProfileBody) {
  return callApi(profilesApi.updateProfile, { body }, { notifyBadRequest: false });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.own() }),
  });
}
