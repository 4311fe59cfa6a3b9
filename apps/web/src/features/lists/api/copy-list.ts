import { listsApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useListChanged } from './use-list-changed';

/** POST /api/lists/{id}/copy: the list again under a new name (a refusal is shown in the copy dialog). */
export function copyList(id: string, name: string) {
  return callApi(listsApi.copyList, { params: { id }, body: { name } }, { notifyBadRequest: false });
}

export function useCopyList() {
  const changed = useListChanged();
  return useMutation({ mutationFn: ({ id, name }: { id: string; name: string }) => copyList(id, name), onSuccess: changed });
}
