import { accessApi, type UpdateCustomerAccessesBody } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerAccessKeys } from './keys';

/** PUT /api/customers/{customerId}/accesses: answers the new rules (as GET does); a refusal shows inline. */
export function updateCustomerAccesses(customerId: string, body: UpdateCustomerAccessesBody) {
  return callApi(accessApi.updateCustomerAccesses, { params: { customerId }, body }, { notifyBadRequest: false });
}

export function useUpdateCustomerAccesses() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, body }: { customerId: string; body: UpdateCustomerAccessesBody }) =>
      updateCustomerAccesses(customerId, body),
    // the answer is the new state: no second request
    onSuccess: (data, { customerId }) => client.setQueryData(customerAccessKeys.accesses(customerId), data),
  });
}
