import { registrationsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** DELETE /api/customers/customer-registration/{id}: the registration and its personal data. */
export function deleteRegistration(id: string) {
  return callApi(registrationsApi.deleteCustomerRegistration, { params: { id } });
}

export function useDeleteRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRegistration,
    onSuccess: () => client.invalidateQueries({ queryKey: registrationKeys.lists() }),
  });
}
