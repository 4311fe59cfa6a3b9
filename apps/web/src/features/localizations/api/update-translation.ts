import { localizationsApi, type UpdateTranslationBody } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reloadTranslations } from '../../../lib/i18n';
import { translationKeys } from './keys';

/** PUT /api/localizations/translations/{key}; the form shows a refusal (a dropped placeholder) inline. */
export function updateTranslation({ key, body }: { key: string; body: UpdateTranslationBody }) {
  return callApi(localizationsApi.updateTranslation, { params: { key }, body }, { notifyBadRequest: false });
}

export function useUpdateTranslation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTranslation,
    // The running interface takes the new texts at once.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: translationKeys.lists() }), reloadTranslations()]),
  });
}
