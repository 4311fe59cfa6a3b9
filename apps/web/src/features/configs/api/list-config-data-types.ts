import { definitionsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { configKeys } from './keys';

/** GET /api/definitions/configs/data-types: the data types with their names in the caller's language. */
export function listConfigDataTypes(signal?: AbortSignal) {
  return callApi(definitionsApi.listConfigDataTypes, {}, signal ? { signal } : {});
}

export const configDataTypesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: [...configKeys.dataTypes(), locale] as const,
    queryFn: ({ signal }) => listConfigDataTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useConfigDataTypes() {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery(configDataTypesQueryOptions(locale));
}
