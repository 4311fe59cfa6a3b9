import { priceRulesApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { priceRuleKeys } from './keys';

/** DELETE /api/price-rules/campaigns/{id}; the confirmation shows a refusal inline. */
export function deleteCampaign(id: number) {
  return callApi(priceRulesApi.deleteCampaign, { params: { id } }, { notifyBadRequest: false });
}

export function useDeleteCampaign() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCampaign, onSuccess: () => client.invalidateQueries({ queryKey: priceRuleKeys.campaigns() }) });
}
