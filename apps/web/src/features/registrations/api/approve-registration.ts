import { registrationsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** POST /api/customers/customer-registration/{id}/approve: creates the customer and its dealer user. */
export function approveRegistration(id: string, roleId?: number) {
  return callApi(registrationsApi.approveCustomerRegistration, { params: { id }, body: roleId ? { roleId } : {} });
}

export function useApproveRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roleId }: { id: string; roleId?: number }) => approveRegistration(id, roleId),
    onSuccess: () => client.invalidateQueries({ queryKey: registrationKeys.lists() }),
  });
}
