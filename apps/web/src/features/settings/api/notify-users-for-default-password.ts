import { usersApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** One answer holds up to this many of the notified users; the rest are counted in totalCount. */
export const NOTIFIED_USERS_PAGE_SIZE = 500;

/**
 * GET /api/users/notify-users-for-default-password. It is a GET but it sends emails, so it runs only
 * when the button is pressed: a mutation, never a query that could refetch by itself.
 */
export function notifyUsersForDefaultPassword() {
  return callApi(usersApi.notifyUsersForDefaultPassword, { query: { PageNumber: 1, PageSize: NOTIFIED_USERS_PAGE_SIZE } });
}

export function useNotifyUsersForDefaultPassword() {
  return useMutation({ mutationFn: notifyUsersForDefaultPassword });
}
