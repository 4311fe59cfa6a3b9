import { accessApi, type SetCategoryAccessBody } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerAccessKeys } from './keys';

/** POST /api/accesses/access-category: the same flags for every customer x detail pair; 204. */
export function setCategoryAccess(body: SetCategoryAccessBody) {
  return callApi(accessApi.setCategoryAccess, { body }, { notifyBadRequest: false });
}

export function useSetCategoryAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCategoryAccess,
    onSuccess: () => client.invalidateQueries({ queryKey: customerAccessKeys.allAccesses() }),
  });
}
