import { emailsApi, type ListEmailTemplatesQuery } from '@dealerport/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { emailKeys } from './keys';

/** GET /api/emails/templates: the templates (one per event setting and language). */
export function listEmailTemplates(query: ListEmailTemplatesQuery, signal?: AbortSignal) {
  return callApi(emailsApi.listEmailTemplates, { query }, signal ? { signal } : {});
}

/** The three languages' templates of one event setting (an event or one of its category variants). */
export function useSettingTemplates(setting: { id: number; eventName: string; categoryId: number | null }) {
  const query: ListEmailTemplatesQuery = {
    PageNumber: 1,
    PageSize: 100,
    EventName: setting.eventName as ListEmailTemplatesQuery['EventName'],
    IsCategorizedEmailTemplate: setting.categoryId !== null,
    ...(setting.categoryId !== null ? { CategoryId: setting.categoryId } : {}),
  };
  return useQuery({
    queryKey: emailKeys.templates(query),
    queryFn: ({ signal }) => listEmailTemplates(query, signal),
    select: (list) => list.items.filter((t) => t.id === setting.id),
  });
}
