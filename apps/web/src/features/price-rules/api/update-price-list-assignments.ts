import { type PriceListAssignmentsInput, priceRulesApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { priceRuleKeys } from './keys';

/** PUT /api/price-rules/price-lists/{id}/assignments: who the list is for, replaced as a whole. */
export function updatePriceListAssignments({ id, ...body }: PriceListAssignmentsInput & { id: number }) {
  return callApi(priceRulesApi.updatePriceListAssignments, { params: { id }, body }, { notifyBadRequest: false });
}

export function useUpdatePriceListAssignments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePriceListAssignments,
    onSuccess: (list) => {
      client.setQueryData(priceRuleKeys.priceList(list.id), list);
      return client.invalidateQueries({ queryKey: priceRuleKeys.priceLists() });
    },
  });
}
