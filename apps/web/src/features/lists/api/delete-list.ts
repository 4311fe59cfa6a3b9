import { listsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { listKeys } from './keys';

/** DELETE /api/lists/{id}. */
export function deleteList(id: string) {
  return callApi(listsApi.deleteList, { params: { id } }, { notifyBadRequest: false });
}

export function useDeleteList() {
  const client = useQueryClient();
  const customerId = useCustomerStore((s) => s.selected?.id);
  return useMutation({
    mutationFn: deleteList,
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: listKeys.detail(customerId, id) });
      return client.invalidateQueries({ queryKey: listKeys.summaries(customerId) });
    },
  });
}
