import { type ListLineInput, listsApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useListChanged } from './use-list-changed';

/** POST /api/lists/{id}/lines: "add to list", the quantity on top of the list's line for the product. */
export function addListLine(id: string, line: ListLineInput) {
  return callApi(listsApi.addListLine, { params: { id }, body: line }, { notifyBadRequest: false });
}

export function useAddListLine() {
  const changed = useListChanged();
  return useMutation({
    mutationFn: ({ id, line }: { id: string; line: ListLineInput }) => addListLine(id, line),
    onSuccess: changed,
  });
}
