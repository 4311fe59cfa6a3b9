import { definitionsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /api/definitions/customers/{name}: at most 50 active customers whose name contains it. */
export function findCustomerOptions(name: string, signal?: AbortSignal) {
  return callApi(definitionsApi.findCustomerDefinitionsByName, { params: { name } }, signal ? { signal } : {});
}

export const customerOptionsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: userKeys.customerOptions(name),
    queryFn: ({ signal }) => findCustomerOptions(name, signal),
  });

/** Asks only once the search has two characters (the lookup needs a name). */
export function useCustomerOptions(name: string) {
  const trimmed = name.trim();
  return useQuery({ ...customerOptionsQueryOptions(trimmed), enabled: trimmed.length >= 2 });
}
