import { type PagedQuery, usersApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /api/users: paged, searched and sorted on the server. */
export function listUsers(query: PagedQuery, signal?: AbortSignal) {
  return callApi(usersApi.listUsers, { query }, signal ? { signal } : {});
}

export const usersQueryOptions = (query: PagedQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => listUsers(query, signal),
    // users are also made elsewhere (an approved registration, /dealer-register-list) whose calls cannot
    // invalidate this feature's keys: the list is read again whenever the screen opens
    staleTime: 0,
    // the table keeps showing the last page while the next one loads
    placeholderData: keepPreviousData,
  });

export function useUsers(query: PagedQuery) {
  return useQuery(usersQueryOptions(query));
}
