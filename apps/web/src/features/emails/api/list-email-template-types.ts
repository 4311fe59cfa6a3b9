import { emailsApi } from '@dealerport/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { emailKeys } from './keys';

/** GET /api/emails/templates/types: the events, each with its group, recipient and variables (in the caller's language). */
export function listEmailTemplateTypes(signal?: AbortSignal) {
  return callApi(emailsApi.listEmailTemplateTypes, {}, signal ? { signal } : {});
}

export function useEmailTemplateTypes() {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({
    queryKey: emailKeys.types(locale),
    queryFn: ({ signal }) => listEmailTemplateTypes(signal),
    staleTime: 30 * 60_000,
  });
}
