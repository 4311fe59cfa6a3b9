import { definitionsApi } from '@dealerport/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reportKeys } from './keys';

/** GET /api/definitions/customers/{name}: at most 50 of the caller's customers whose name contains it. */
export function findReportCustomers(name: string, signal?: AbortSignal) {
  return callApi(definitionsApi.findCustomerDefinitionsByName, { params: { name } }, signal ? { signal } : {});
}

/** GET /api/definitions/salesmen/{name}: at most 50 salesmen whose name contains it. */
export function findReportSalesmen(name: string, signal?: AbortSignal) {
  return callApi(definitionsApi.findSalesmanDefinitionsByName, { params: { name } }, signal ? { signal } : {});
}

/** The report filters' customer picker: asks once the search has two characters (the lookup needs a name). */
export function useReportCustomerOptions(name: string) {
  const trimmed = name.trim();
  return useQuery({
    queryKey: reportKeys.lookup('customers', trimmed),
    queryFn: ({ signal }) => findReportCustomers(trimmed, signal),
    enabled: trimmed.length >= 2,
  });
}

/** The report filters' salesman picker (staff only: a salesman's reports are his customers' anyway). */
export function useReportSalesmanOptions(name: string) {
  const trimmed = name.trim();
  return useQuery({
    queryKey: reportKeys.lookup('salesmen', trimmed),
    queryFn: ({ signal }) => findReportSalesmen(trimmed, signal),
    enabled: trimmed.length >= 2,
  });
}
