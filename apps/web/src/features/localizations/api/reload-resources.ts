import { localizationsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reloadTranslations } from '../../../lib/i18n';
import { translationKeys } from './keys';

/** GET /api/localizations/reload-resources: every portal process rereads the built texts and the overrides. */
export function reloadResources() {
  return callApi(localizationsApi.reloadResources);
}

export function useReloadResources() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reloadResources,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: translationKeys.lists() }), reloadTranslations()]),
  });
}
