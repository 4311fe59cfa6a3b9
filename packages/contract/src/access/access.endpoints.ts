import { defineEndpoint } from '../common/endpoint';
import {
  AccessCategoryIdParamSchema,
  AccessCategoryListSchema,
  AccessCustomerIdParamSchema,
  AccessPropertyDetailListSchema,
  AccessPropertyIdParamSchema,
  AccessPropertyListSchema,
  AccessSearchQuerySchema,
  CustomerAccessesSchema,
  SetCategoryAccessBodySchema,
  UpdateCustomerAccessesBodySchema,
  WarehouseAdminItemListSchema,
} from './access.schemas';
import type { PermissionCode } from './permissions';

const READ: readonly PermissionCode[] = ['customer-access.list'];
const WRITE: readonly PermissionCode[] = ['customer-access.update'];

export const listAccessCategories = defineEndpoint({
  id: 'listAccessCategories',
  method: 'GET',
  path: '/api/accesses/available-categories',
  tag: 'access',
  summary: 'Categories that own properties, each with its properties (id, name in x-culture), in catalogue order',
  auth: { anyOf: READ },
  status: 200,
  response: AccessCategoryListSchema,
});

export const listAccessProperties = defineEndpoint({
  id: 'listAccessProperties',
  method: 'GET',
  path: '/api/accesses/category/{categoryId}/available-properties',
  tag: 'access',
  summary:
    'Properties of a category, its own and those it inherits from its parents (id, name in x-culture), optionally filtered by SearchTerm (Turkish-letter-insensitive); unknown category 404',
  auth: { anyOf: READ },
  params: AccessCategoryIdParamSchema,
  query: AccessSearchQuerySchema,
  status: 200,
  response: AccessPropertyListSchema,
});

export const listAccessPropertyDetails = defineEndpoint({
  id: 'listAccessPropertyDetails',
  method: 'GET',
  path: '/api/accesses/category/property/{propertyId}/available-property-details',
  tag: 'access',
  summary:
    'Details (values) of a property: id, code, name in x-culture; SearchTerm over code and name (Turkish-letter-insensitive); at most 1000; unknown property 404',
  auth: { anyOf: READ },
  params: AccessPropertyIdParamSchema,
  query: AccessSearchQuerySchema,
  status: 200,
  response: AccessPropertyDetailListSchema,
});

export const setCategoryAccess = defineEndpoint({
  id: 'setCategoryAccess',
  method: 'POST',
  path: '/api/accesses/access-category',
  tag: 'access',
  summary:
    'Sets the same five flags for every customer x property detail pair (1..500 each), creating or overwriting each rule, in one transaction, audited per customer. Staff only; unknown ids: 400 UNKNOWN_CUSTOMER / UNKNOWN_PROPERTY_DETAIL, nothing written',
  auth: { anyOf: WRITE },
  body: SetCategoryAccessBodySchema,
  status: 204,
});

export const getCustomerAccesses = defineEndpoint({
  id: 'getCustomerAccesses',
  method: 'GET',
  path: '/api/customers/{customerId}/accesses',
  tag: 'customers',
  summary:
    "A customer's access rules, grouped by property (customerAccesses) and by category then property (categoryAccessProperties). Staff: any customer; a salesman: his assigned customers; a dealer: its own (others 403 CUSTOMER_FORBIDDEN); unknown customer 404",
  auth: { anyOf: READ },
  params: AccessCustomerIdParamSchema,
  status: 200,
  response: CustomerAccessesSchema,
});

export const updateCustomerAccesses = defineEndpoint({
  id: 'updateCustomerAccesses',
  method: 'PUT',
  path: '/api/customers/{customerId}/accesses',
  tag: 'customers',
  summary:
    "Writes the listed rules of a customer (created or overwritten) and removes those in removedPropertyDetailIds, in one transaction, audited; answers the customer's rules as GET does. Staff only; unknown customer 404, unknown detail 400 UNKNOWN_PROPERTY_DETAIL",
  auth: { anyOf: WRITE },
  params: AccessCustomerIdParamSchema,
  body: UpdateCustomerAccessesBodySchema,
  status: 200,
  response: CustomerAccessesSchema,
});

/** Lives with the access administration for now; the catalogue area may take it over. */
export const listAdminWarehouses = defineEndpoint({
  id: 'listAdminWarehouses',
  method: 'GET',
  path: '/api/catalogs/warehouses/admin',
  tag: 'catalog',
  summary: 'Every warehouse (active or not): code, name, divisionId, priority; by priority, then code',
  auth: { anyOf: ['warehouse.list', 'warehouse-target.list'] },
  status: 200,
  response: WarehouseAdminItemListSchema,
});

export const accessEndpoints = [
  listAccessCategories,
  listAccessProperties,
  listAccessPropertyDetails,
  setCategoryAccess,
  getCustomerAccesses,
  updateCustomerAccesses,
  listAdminWarehouses,
];
