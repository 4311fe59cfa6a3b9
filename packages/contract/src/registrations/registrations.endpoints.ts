import { PERMISSION_GROUPS } from '../access/permissions';
import { defineEndpoint } from '../common/endpoint';
import { PagedQuerySchema } from '../common/paging';
import {
  ApprovedRegistrationSchema,
  ApproveRegistrationBodySchema,
  CustomerRegistrationBodySchema,
  CustomerRegistrationListSchema,
  CustomerRegistrationSchema,
  RegistrationIdParamSchema,
  RegistrationReceivedSchema,
  RejectRegistrationBodySchema,
} from './registrations.schemas';

// Customer registrations (spec: under customers, and sign-up under auth; design.md §4): one area here,
// served by the registrations module. Paths and tags are the spec's.

const registrationSummary =
  'Dealer self-registration: records the application and its consents (KVKK consent required) for an administrator to approve; 5 per 15 minutes per address';

export const createCustomerRegistration = defineEndpoint({
  id: 'createCustomerRegistration',
  method: 'POST',
  path: '/api/customers/customer-registration',
  tag: 'customers',
  summary: registrationSummary,
  auth: 'public',
  body: CustomerRegistrationBodySchema,
  status: 200,
  response: RegistrationReceivedSchema,
});

/** The sign-up screen's call: the same as createCustomerRegistration (no account until approval). */
export const signUp = defineEndpoint({
  id: 'signUp',
  method: 'POST',
  path: '/api/auths/sign-up',
  tag: 'auth',
  summary: `${registrationSummary}. Answers { data: { registrationId }, message }: no token, the account exists only after approval`,
  auth: 'public',
  body: CustomerRegistrationBodySchema,
  status: 200,
  response: RegistrationReceivedSchema,
});

export const listCustomerRegistrations = defineEndpoint({
  id: 'listCustomerRegistrations',
  method: 'GET',
  path: '/api/customers/customer-registration',
  tag: 'customers',
  summary:
    'Dealer registrations, paged (SearchTerm over company, title, email and representative; OrderBy createdAt|name|email|status|countryCode [asc|desc], default newest first; ColumnFilters {status, countryCode})',
  auth: { anyOf: PERMISSION_GROUPS.customerRegisterList },
  query: PagedQuerySchema,
  status: 200,
  response: CustomerRegistrationListSchema,
});

export const deleteCustomerRegistration = defineEndpoint({
  id: 'deleteCustomerRegistration',
  method: 'DELETE',
  path: '/api/customers/customer-registration/{id}',
  tag: 'customers',
  summary: 'Delete a registration and its personal data (an approved one leaves its customer in place)',
  auth: { anyOf: ['customer-registration.delete'] },
  params: RegistrationIdParamSchema,
  status: 204,
});

/**
 * Approves a registration: creates the customer and its dealer user and emails a set-password link
 * (design.md §4). The spec shows the approval screen but not its call, hence an extension.
 */
export const approveCustomerRegistration = defineEndpoint({
  id: 'approveCustomerRegistration',
  method: 'POST',
  path: '/api/customers/customer-registration/{id}/approve',
  tag: 'customers',
  summary: 'Approve a registration: create the customer and its dealer user, email a set-password link',
  auth: { anyOf: ['customer-registration.update'] },
  extension: true,
  params: RegistrationIdParamSchema,
  body: ApproveRegistrationBodySchema,
  status: 200,
  response: ApprovedRegistrationSchema,
});

/**
 * Rejects a pending registration (the statuses include `rejected`; the spec has no call for it, hence an
 * extension): keeps the optional reason and emails the applicant unless told not to. The email is free
 * to apply again afterwards.
 */
export const rejectCustomerRegistration = defineEndpoint({
  id: 'rejectCustomerRegistration',
  method: 'POST',
  path: '/api/customers/customer-registration/{id}/reject',
  tag: 'customers',
  summary: 'Reject a pending registration, with an optional reason; emails the applicant the decision unless notify is false',
  auth: { anyOf: ['customer-registration.update'] },
  extension: true,
  params: RegistrationIdParamSchema,
  body: RejectRegistrationBodySchema,
  status: 200,
  response: CustomerRegistrationSchema,
});

export const registrationsEndpoints = [
  createCustomerRegistration,
  signUp,
  listCustomerRegistrations,
  deleteCustomerRegistration,
  approveCustomerRegistration,
  rejectCustomerRegistration,
];
