import { integrationsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeyKeys } from './keys-query-keys';

/** DELETE /api/integrations/keys/{id}: the key is refused from its next call on. */
export const revokeIntegrationKey = (id: string) =>
  callApi(integrationsApi.revokeIntegrationKey, { params: { id } }, { notifyBadRequest: false });

export function useRevokeIntegrationKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeIntegrationKey,
    onSuccess: () => client.invalidateQueries({ queryKey: integrationKeyKeys.all }),
  });
}
