import { emailsApi, type ListEmailGroupsQuery } from '@dealerport/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { emailKeys } from './keys';

/** GET /api/emails/groups: the event settings (active, group, category, cc, bcc), paged on the server. */
export function listEmailGroups(query: ListEmailGroupsQuery, signal?: AbortSignal) {
  return callApi(emailsApi.listEmailGroups, { query }, signal ? { signal } : {});
}

export function useEmailGroups(query: ListEmailGroupsQuery) {
  return useQuery({
    queryKey: emailKeys.groups(query),
    queryFn: ({ signal }) => listEmailGroups(query, signal),
    placeholderData: keepPreviousData,
  });
}
