import { type CampaignInput, priceRulesApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { priceRuleKeys } from './keys';

/** POST /api/price-rules/campaigns; the form shows a refusal (a taken code, an unknown product) inline. */
export function createCampaign(body: CampaignInput) {
  return callApi(priceRulesApi.createCampaign, { body }, { notifyBadRequest: false });
}

export function useCreateCampaign() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCampaign, onSuccess: () => client.invalidateQueries({ queryKey: priceRuleKeys.campaigns() }) });
}
