import { PERMISSION_GROUPS } from '../access/permissions';
import { defineEndpoint } from '../common/endpoint';
import { PagedQuerySchema } from '../common/paging';
import {
  AddressIdParamSchema,
  ApprovedRegistrationSchema,
  ApproveRegistrationBodySchema,
  CustomerAccountQuerySchema,
  CustomerAccountSchema,
  CustomerBalanceHistoryQuerySchema,
  CustomerBalanceHistorySchema,
  CustomerLedgerExportQuerySchema,
  CustomerListItemArraySchema,
  CustomerListSchema,
  CustomerRegistrationBodySchema,
  CustomerRegistrationListSchema,
  CustomerRegistrationSchema,
  CustomerSearchNameParamSchema,
  DeliveryAddressBodySchema,
  DeliveryAddressListSchema,
  DeliveryAddressSchema,
  FicheNoParamSchema,
  FinanceTransactionSchema,
  RegistrationIdParamSchema,
  RegistrationReceivedSchema,
  RejectRegistrationBodySchema,
} from './customers.schemas';

// ---- customers ----

export const listCustomers = defineEndpoint({
  id: 'listCustomers',
  method: 'GET',
  path: '/api/customers',
  tag: 'customers',
  summary:
    'Customers, paged (SearchTerm over name and code, Turkish-letter-insensitive; OrderBy code|name|title|email|countryCode|currency|isActive [asc|desc]; ColumnFilters {countryCode, currency, isActive}); a salesman sees only his assigned customers, a dealer only its own',
  auth: { anyOf: ['customer.list'] },
  query: PagedQuerySchema,
  status: 200,
  response: CustomerListSchema,
});

export const findCustomersByName = defineEndpoint({
  id: 'findCustomersByName',
  method: 'GET',
  path: '/api/customers/{name}',
  tag: 'customers',
  summary:
    'Customers whose name contains the text (Turkish-letter-insensitive), names starting with it first; at most 50; scoped like the list',
  auth: { anyOf: ['customer.list'] },
  params: CustomerSearchNameParamSchema,
  status: 200,
  response: CustomerListItemArraySchema,
});

// ---- delivery addresses of the selected customer ----

export const listAddresses = defineEndpoint({
  id: 'listAddresses',
  method: 'GET',
  path: '/api/customers/addresses',
  tag: 'customers',
  summary: "The selected customer's delivery addresses (default first, then by code)",
  auth: 'customer',
  status: 200,
  response: DeliveryAddressListSchema,
});

export const createAddress = defineEndpoint({
  id: 'createAddress',
  method: 'POST',
  path: '/api/customers/addresses',
  tag: 'customers',
  summary: 'Add a delivery address to the selected customer; the code is unique per customer (ADDRESS_CODE_TAKEN)',
  auth: 'customer',
  body: DeliveryAddressBodySchema,
  status: 200,
  response: DeliveryAddressSchema,
});

export const updateAddress = defineEndpoint({
  id: 'updateAddress',
  method: 'PUT',
  path: '/api/customers/addresses/{addressId}',
  tag: 'customers',
  summary: "Change one of the selected customer's delivery addresses (another customer's is 404)",
  auth: 'customer',
  params: AddressIdParamSchema,
  body: DeliveryAddressBodySchema,
  status: 200,
  response: DeliveryAddressSchema,
});

export const deleteAddress = defineEndpoint({
  id: 'deleteAddress',
  method: 'DELETE',
  path: '/api/customers/addresses/{addressId}',
  tag: 'customers',
  summary: "Delete one of the selected customer's delivery addresses (soft: orders keep referencing it; its code is freed)",
  auth: 'customer',
  params: AddressIdParamSchema,
  status: 204,
});

// ---- finance ----

export const getCustomerAccount = defineEndpoint({
  id: 'getCustomerAccount',
  method: 'GET',
  path: '/api/customers/finance',
  tag: 'customers',
  summary:
    "The selected customer's account: balance and ledger rows (oldest first, paged, optionally between StartDate and EndDate) with the running balance over the whole ledger; money as decimal strings",
  auth: 'customer',
  query: CustomerAccountQuerySchema,
  status: 200,
  response: CustomerAccountSchema,
});

export const exportCustomerLedger = defineEndpoint({
  id: 'exportCustomerLedger',
  method: 'GET',
  path: '/api/customers/finance/export',
  tag: 'customers',
  summary:
    "The selected customer's ledger between StartDate and EndDate (every row, oldest first, with the running balance) as a spreadsheet to save: xlsx (default) or csv (Format); headings in the caller's language",
  auth: 'customer',
  query: CustomerLedgerExportQuerySchema,
  extension: true,
  download: true,
  status: 200,
});

export const getCustomerBalanceHistory = defineEndpoint({
  id: 'getCustomerBalanceHistory',
  method: 'GET',
  path: '/api/customers/finance/balance-history',
  tag: 'customers',
  summary:
    "The selected customer's balance over time between StartDate and EndDate (inclusive, optional): the opening balance before the range and the end-of-day balance of each day with movements (per month when there are more than 366 such days); money as decimal strings",
  auth: 'customer',
  query: CustomerBalanceHistoryQuerySchema,
  extension: true,
  status: 200,
  response: CustomerBalanceHistorySchema,
});

export const getFinanceFiche = defineEndpoint({
  id: 'getFinanceFiche',
  method: 'GET',
  path: '/api/customers/finance/{ficheNo}',
  tag: 'customers',
  summary: "One ledger row of the selected customer by its fiche number (another customer's is 404)",
  auth: 'customer',
  params: FicheNoParamSchema,
  status: 200,
  response: FinanceTransactionSchema,
});

// ---- registrations (design.md §4 sign-up) ----

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

export const customersEndpoints = [
  listCustomers,
  findCustomersByName,
  listAddresses,
  createAddress,
  updateAddress,
  deleteAddress,
  getCustomerAccount,
  exportCustomerLedger,
  getCustomerBalanceHistory,
  getFinanceFiche,
  createCustomerRegistration,
  signUp,
  listCustomerRegistrations,
  deleteCustomerRegistration,
  approveCustomerRegistration,
  rejectCustomerRegistration,
];
