import { listsApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useListChanged } from './use-list-changed';

/** PUT /api/lists/{id}: a new name (a refusal is shown in the rename dialog). */
export function renameList(id: string, name: string) {
  return callApi(listsApi.renameList, { params: { id }, body: { name } }, { notifyBadRequest: false });
}

export function useRenameList() {
  const changed = useListChanged();
  return useMutation({ mutationFn: ({ id, name }: { id: string; name: string }) => renameList(id, name), onSuccess: changed });
}
