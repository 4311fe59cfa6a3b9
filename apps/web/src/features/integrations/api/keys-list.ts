import { integrationsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeyKeys } from './keys-query-keys';

/** GET /api/integrations/keys: every key, revoked ones too (never a secret). */
export const listIntegrationKeys = () => callApi(integrationsApi.listIntegrationKeys);

export const integrationKeysQuery = () => queryOptions({ queryKey: integrationKeyKeys.list(), queryFn: listIntegrationKeys });

export const useIntegrationKeys = () => useQuery(integrationKeysQuery());
