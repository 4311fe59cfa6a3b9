import { type ListDetail, type ListLine, listsApi, type ReplaceListLinesBody } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { listKeys } from './keys';

/** PUT /api/lists/{id}/lines: the list's lines as arranged (order, quantities; a product left out is removed). */
export function replaceListLines(id: string, body: ReplaceListLinesBody) {
  return callApi(listsApi.replaceListLines, { params: { id }, body });
}

/**
 * Every edit of the lines (a quantity, a move, a removal) sends the whole arrangement. The screen shows it
 * at once; the calls of one list go one after the other (a scope), each with the arrangement of its
 * moment, so quick moves arrive in order and only the last answer replaces what is shown. A refusal reads
 * the list again.
 */
export function useReplaceListLines(id: string) {
  const client = useQueryClient();
  const customerId = useCustomerStore((s) => s.selected?.id);
  const key = listKeys.detail(customerId, id);
  const mutationKey = [...key, 'lines'];
  return useMutation({
    mutationKey,
    scope: { id: JSON.stringify(mutationKey) },
    mutationFn: (lines: readonly ListLine[]) =>
      replaceListLines(id, { lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })) }),
    onMutate: async (lines) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<ListDetail>(key, (old) => (old ? { ...old, lines: [...lines] } : old));
    },
    onSuccess: (list) => {
      // a later edit is on its way: its answer is the one to show
      if (client.isMutating({ mutationKey }) <= 1) client.setQueryData(key, list);
      return client.invalidateQueries({ queryKey: listKeys.summaries(customerId) });
    },
    onError: () => client.invalidateQueries({ queryKey: key }),
  });
}
