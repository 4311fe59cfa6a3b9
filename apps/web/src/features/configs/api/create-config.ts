import { type ConfigItemInput, configsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { TUNABLES_KEY } from '../../../lib/tunables-now';
import { configKeys } from './keys';

/** POST /api/commons/configs; the form shows a refusal (CONFIG_KEY_TAKEN, CONFIG_VALUE_INVALID) inline. */
export function createConfig(body: ConfigItemInput) {
  return callApi(configsApi.createConfig, { body }, { notifyBadRequest: false });
}

export function useCreateConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createConfig,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: configKeys.list() });
      void client.invalidateQueries({ queryKey: TUNABLES_KEY });
    },
  });
}
