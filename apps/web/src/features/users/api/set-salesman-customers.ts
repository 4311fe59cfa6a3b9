import { salesmenApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './keys';

/** PUT /api/salesmans/{salesmanId}/customers: replaces the salesman's customers (an extension call). */
export function setSalesmanCustomers(input: { salesmanId: string; customerIds: string[] }) {
  return callApi(
    salesmenApi.setSalesmanCustomers,
    { params: { salesmanId: input.salesmanId }, body: { customerIds: input.customerIds } },
    { notifyBadRequest: false },
  );
}

export function useSetSalesmanCustomers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setSalesmanCustomers,
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.salesmen() }),
  });
}
