import { type CampaignInput, priceRulesApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { priceRuleKeys } from './keys';

/** PUT /api/price-rules/campaigns/{id}: the whole campaign. */
export function updateCampaign({ id, ...body }: CampaignInput & { id: number }) {
  return callApi(priceRulesApi.updateCampaign, { params: { id }, body }, { notifyBadRequest: false });
}

export function useUpdateCampaign() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateCampaign, onSuccess: () => client.invalidateQueries({ queryKey: priceRuleKeys.campaigns() }) });
}
