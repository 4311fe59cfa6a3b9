import { defineEndpoint } from '../common/endpoint';
import { PagedQuerySchema } from '../common/paging';
import {
  AddressIdParamSchema,
  CustomerAccountQuerySchema,
  CustomerAccountSchema,
  CustomerBalanceHistoryQuerySchema,
  CustomerBalanceHistorySchema,
  CustomerLedgerExportQuerySchema,
  CustomerListItemArraySchema,
  CustomerListSchema,
  CustomerSearchNameParamSchema,
  DeliveryAddressBodySchema,
  DeliveryAddressListSchema,
  DeliveryAddressSchema,
  FicheNoParamSchema,
  FinanceTransactionSchema,
} from './customers.schemas';

// ---- customers ----

export const listCustomers = defineEndpoint({
  id: 'listCustomers',
  method: 'GET',
  path: '/api/customers',
  tag: 'customers',
  summary:
    'Customers, paged (SearchTerm over name and code, Turkish-letter-insensitive; OrderBy code|name|title|email|countryCode|currency|isActive [asc|desc]; ColumnFilters {countryCode, currency, isActive}); a salesman sees only his assigned customers, a dealer only its own',
  // also the price-rule editors' customer picker (campaigns, price-list assignments)
  auth: { anyOf: ['customer.list', 'price-rule.create', 'price-rule.update'] },
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
];
