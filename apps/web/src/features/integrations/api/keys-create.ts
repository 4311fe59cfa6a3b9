import { type CreateIntegrationKeyBody, integrationsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeyKeys } from './keys-query-keys';

/** POST /api/integrations/keys: the answer holds the key itself, this once. The dialog shows a refusal inline. */
export const createIntegrationKey = (body: CreateIntegrationKeyBody) =>
  callApi(integrationsApi.createIntegrationKey, { body }, { notifyBadRequest: false });

export function useCreateIntegrationKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createIntegrationKey,
    onSuccess: () => client.invalidateQueries({ queryKey: integrationKeyKeys.all }),
  });
}
