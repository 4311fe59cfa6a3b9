import type { ListDetail } from '@dealerport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { listKeys } from './keys';

/**
 * What every call answering a list does with the answer: the list's own query takes it as is (no second
 * read), and the overview, whose line counts and "changed by" it alters, is read again.
 */
export function useListChanged() {
  const client = useQueryClient();
  const customerId = useCustomerStore((s) => s.selected?.id);
  return useCallback(
    (list: ListDetail) => {
      client.setQueryData(listKeys.detail(customerId, list.id), list);
      return client.invalidateQueries({ queryKey: listKeys.summaries(customerId) });
    },
    [client, customerId],
  );
}
