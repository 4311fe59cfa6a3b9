import { type BatterySearchQuery, fitmentApi } from '@dealerport/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, openApiFile } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';

/** Fitment calls (issue 19; ADR 0052): vehicle lookups, configurator, battery search, expert opinions. */
export const fitmentKeys = {
  all: ['fitment'] as const,
  makes: () => [...fitmentKeys.all, 'makes'] as const,
  models: (make: string) => [...fitmentKeys.all, 'models', make] as const,
  vehicles: (make: string, model: string) => [...fitmentKeys.all, 'vehicles', make, model] as const,
  configurator: (customerId: string | undefined, vehicleId: number) => [...fitmentKeys.all, 'configurator', customerId, vehicleId] as const,
  batteries: (customerId: string | undefined, query: BatterySearchQuery) => [...fitmentKeys.all, 'batteries', customerId, query] as const,
  opinions: (customerId: string | undefined, query: { code?: string; vehicleId?: number }) =>
    [...fitmentKeys.all, 'opinions', customerId, query] as const,
};

const useCustomerId = () => useCustomerStore((s) => s.selected?.id);

export function useVehicleMakes() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: fitmentKeys.makes(),
    queryFn: ({ signal }) => callApi(fitmentApi.listVehicleMakes, {}, { signal }),
    enabled: customerId !== undefined,
    staleTime: 10 * 60_000,
  });
}

export function useVehicleModels(make: string) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: fitmentKeys.models(make),
    queryFn: ({ signal }) => callApi(fitmentApi.listVehicleModels, { query: { make } }, { signal }),
    enabled: customerId !== undefined && make !== '',
    staleTime: 10 * 60_000,
  });
}

/** All vehicles of a model (the year picker is built from their year ranges). */
export function useVehicles(make: string, model: string) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: fitmentKeys.vehicles(make, model),
    queryFn: ({ signal }) => callApi(fitmentApi.listVehicles, { query: { make, model } }, { signal }),
    enabled: customerId !== undefined && make !== '' && model !== '',
    staleTime: 10 * 60_000,
  });
}

export function useConfigurator(vehicleId: number | null) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: fitmentKeys.configurator(customerId, vehicleId ?? 0),
    queryFn: ({ signal }) => callApi(fitmentApi.getConfigurator, { params: { vehicleId: vehicleId! } }, { signal }),
    enabled: customerId !== undefined && vehicleId !== null,
  });
}

export function useBatterySearch(query: BatterySearchQuery | null) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: fitmentKeys.batteries(customerId, query ?? {}),
    queryFn: ({ signal }) => callApi(fitmentApi.searchBatteries, { query: query! }, { signal }),
    enabled: customerId !== undefined && query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useExpertOpinions(query: { code?: string; vehicleId?: number } | null) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: fitmentKeys.opinions(customerId, query ?? {}),
    queryFn: ({ signal }) => callApi(fitmentApi.searchExpertOpinions, { query: query! }, { signal }),
    enabled: customerId !== undefined && query !== null,
  });
}

/** GET /api/fitment/expert-opinions/{id}/document: the PDF, saved under its own name. */
/** The opinion's PDF, shown in a new tab ("Open the PDF"), not saved. */
export const openExpertOpinion = (id: number) => openApiFile(fitmentApi.downloadExpertOpinion, { params: { id } });
