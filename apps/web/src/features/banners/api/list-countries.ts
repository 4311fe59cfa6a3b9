import { definitionsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { bannerKeys } from './keys';

/** GET /api/definitions/countries/all: every country (id = ISO code), names in x-culture. */
export function listCountries(signal?: AbortSignal) {
  return callApi(definitionsApi.listAllCountryDefinitions, {}, signal ? { signal } : {});
}

export const countriesQueryOptions = (culture: string) =>
  queryOptions({
    queryKey: bannerKeys.countries(culture),
    queryFn: ({ signal }) => listCountries(signal),
    staleTime: 60 * 60_000,
  });

export function useCountries() {
  const culture = useLocaleStore((s) => s.locale);
  return useQuery(countriesQueryOptions(culture));
}
