import { type ConfigItemInput, configsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { TUNABLES_KEY } from '../../../lib/tunables-now';
import { configKeys } from './keys';

/** PUT /api/commons/configs/{id}; the form shows a refusal (CONFIG_VALUE_INVALID, out of range) inline. */
export function updateConfig({ id, body }: { id: number; body: ConfigItemInput }) {
  return callApi(configsApi.updateConfig, { params: { id }, body }, { notifyBadRequest: false });
}

export function useUpdateConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateConfig,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: configKeys.list() });
      // a changed tunable applies to this tab at once (the shell's copy of GET /api/commons/client-configs)
      void client.invalidateQueries({ queryKey: TUNABLES_KEY });
    },
  });
}
