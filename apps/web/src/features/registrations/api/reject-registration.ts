import { registrationsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { registrationKeys } from './keys';

export interface RejectRegistrationInput {
  id: string;
  /** Kept with the registration and, when the applicant is notified, quoted in the email. */
  reason?: string;
  /** Email the applicant the decision (the server's default). */
  notify?: boolean;
}

/** POST /api/customers/customer-registration/{id}/reject: the registration, now rejected. */
export function rejectRegistration({ id, reason, notify }: RejectRegistrationInput) {
  const trimmed = reason?.trim();
  return callApi(registrationsApi.rejectCustomerRegistration, {
    params: { id },
    body: { ...(trimmed ? { reason: trimmed } : {}), ...(notify === undefined ? {} : { notify }) },
  });
}

export function useRejectRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectRegistration,
    onSuccess: () => client.invalidateQueries({ queryKey: registrationKeys.lists() }),
  });
}
