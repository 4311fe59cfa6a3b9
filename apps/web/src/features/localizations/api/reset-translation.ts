import { localizationsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reloadTranslations } from '../../../lib/i18n';
import { translationKeys } from './keys';

/** DELETE /api/localizations/translations/{key}: every language back to its default (an orphaned override removed). */
export function resetTranslation(key: string) {
  return callApi(localizationsApi.resetTranslation, { params: { key } });
}

export function useResetTranslation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetTranslation,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: translationKeys.lists() }), reloadTranslations()]),
  });
}
