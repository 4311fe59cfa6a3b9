import { type CreateListBody, listsApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useListChanged } from './use-list-changed';

/**
 * POST /api/lists: a new list for the acting customer, empty, with the given lines, from its cart or from
 * one of its past orders. A refusal (a name too long) is shown by the dialog that asked for the name.
 */
export function createList(body: CreateListBody) {
  return callApi(listsApi.createList, { body }, { notifyBadRequest: false });
}

export function useCreateList() {
  const changed = useListChanged();
  return useMutation({ mutationFn: createList, onSuccess: changed });
}
