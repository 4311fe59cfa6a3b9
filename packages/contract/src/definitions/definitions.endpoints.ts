import type { PermissionCode } from '../access/permissions';
import { defineEndpoint } from '../common/endpoint';
import { PagedQuerySchema } from '../common/paging';
import {
  AdminCategoryListSchema,
  CategoryIconItemListSchema,
  CategoryPropertiesDefinitionQuerySchema,
  CategoryPropertyDefinitionListSchema,
  CountryListSchema,
  CountryPageSchema,
  CustomerLookupListSchema,
  CustomerLookupPageSchema,
  CustomerNameParamSchema,
  LookupItemListSchema,
  RoleLookupListSchema,
  RoleLookupPageSchema,
  SalesmanLookupListSchema,
  SalesmanLookupPageSchema,
  SalesmanNameParamSchema,
  SortParamListSchema,
  UserLookupListSchema,
  UserLookupPageSchema,
} from './definitions.schemas';

// Role names are only needed by the user and role administration screens.
const ROLE_LOOKUP: readonly PermissionCode[] = ['user.list', 'role.list'];

/**
 * The user form picks a dealer's customer and a salesman's salesman, and the salesman assignment picks
 * customers: whoever may create or change users (or assign customers to salesmen) may look them up,
 * without also holding the customer or salesman list permission (docs/decisions/0021).
 */
const CUSTOMER_NAME_LOOKUP: readonly PermissionCode[] = [
  'customer.list',
  'user.create',
  'user.update',
  'salesman.update',
  // the order report filters by customer and salesman, the customer report by salesman (ADR 0051)
  'report-order.list',
];
const SALESMAN_NAME_LOOKUP: readonly PermissionCode[] = [
  'salesman.list',
  'user.create',
  'user.update',
  'report-order.list',
  'report-customer.list',
];

export const listRoleDefinitions = defineEndpoint({
  id: 'listRoleDefinitions',
  method: 'GET',
  path: '/api/definitions/roles',
  tag: 'definitions',
  summary: 'Roles as lookups, paged (SearchTerm over the name; OrderBy id|name|roleType [asc|desc])',
  auth: { anyOf: ROLE_LOOKUP },
  query: PagedQuerySchema,
  status: 200,
  response: RoleLookupPageSchema,
});

export const listAllRoleDefinitions = defineEndpoint({
  id: 'listAllRoleDefinitions',
  method: 'GET',
  path: '/api/definitions/roles/all',
  tag: 'definitions',
  summary: 'Every (not deleted) role as id, name and role type',
  // the registration approval picks the new dealer's role from them
  auth: { anyOf: [...ROLE_LOOKUP, 'customer-registration.update'] },
  status: 200,
  response: RoleLookupListSchema,
});

export const listUserDefinitions = defineEndpoint({
  id: 'listUserDefinitions',
  method: 'GET',
  path: '/api/definitions/users',
  tag: 'definitions',
  summary: 'Users as lookups, paged (SearchTerm over account name and email; OrderBy accountName [asc|desc])',
  auth: { anyOf: ['user.list'] },
  query: PagedQuerySchema,
  status: 200,
  response: UserLookupPageSchema,
});

export const listAllUserDefinitions = defineEndpoint({
  id: 'listAllUserDefinitions',
  method: 'GET',
  path: '/api/definitions/users/all',
  tag: 'definitions',
  summary: 'Every (not deleted) user as id and account name',
  auth: { anyOf: ['user.list'] },
  status: 200,
  response: UserLookupListSchema,
});

export const listCustomerDefinitions = defineEndpoint({
  id: 'listCustomerDefinitions',
  method: 'GET',
  path: '/api/definitions/customers',
  tag: 'definitions',
  summary: 'Active customers as lookups, paged (SearchTerm over name and code, Turkish-letter-insensitive; OrderBy name|code [asc|desc])',
  auth: { anyOf: ['customer.list'] },
  query: PagedQuerySchema,
  status: 200,
  response: CustomerLookupPageSchema,
});

export const findCustomerDefinitionsByName = defineEndpoint({
  id: 'findCustomerDefinitionsByName',
  method: 'GET',
  path: '/api/definitions/customers/{name}',
  tag: 'definitions',
  summary: 'Active customers whose name contains {name} (Turkish-letter-insensitive), at most 50, by name',
  auth: { anyOf: CUSTOMER_NAME_LOOKUP },
  params: CustomerNameParamSchema,
  status: 200,
  response: CustomerLookupListSchema,
});

export const listSalesmanDefinitions = defineEndpoint({
  id: 'listSalesmanDefinitions',
  method: 'GET',
  path: '/api/definitions/salesmans',
  tag: 'definitions',
  summary: 'Salesmen as lookups, paged (SearchTerm over name and code; OrderBy name|code [asc|desc])',
  auth: { anyOf: ['salesman.list'] },
  query: PagedQuerySchema,
  status: 200,
  response: SalesmanLookupPageSchema,
});

export const findSalesmanDefinitionsByName = defineEndpoint({
  id: 'findSalesmanDefinitionsByName',
  method: 'GET',
  path: '/api/definitions/salesmen/{name}',
  tag: 'definitions',
  summary: 'Salesmen whose name contains {name} (Turkish-letter-insensitive), at most 50, by name',
  auth: { anyOf: SALESMAN_NAME_LOOKUP },
  params: SalesmanNameParamSchema,
  status: 200,
  response: SalesmanLookupListSchema,
});

export const listCountryDefinitions = defineEndpoint({
  id: 'listCountryDefinitions',
  method: 'GET',
  path: '/api/definitions/countries',
  tag: 'definitions',
  summary: 'Countries, paged, names in the caller’s x-culture (SearchTerm over code and name; OrderBy id|name [asc|desc])',
  auth: 'user',
  query: PagedQuerySchema,
  status: 200,
  response: CountryPageSchema,
});

export const listAllCountryDefinitions = defineEndpoint({
  id: 'listAllCountryDefinitions',
  method: 'GET',
  path: '/api/definitions/countries/all',
  tag: 'definitions',
  summary: 'Every country (id = ISO 3166-1 alpha-2), names in the caller’s x-culture, by name',
  auth: 'user',
  status: 200,
  response: CountryListSchema,
});

export const listOrderStatuses = defineEndpoint({
  id: 'listOrderStatuses',
  method: 'GET',
  path: '/api/definitions/orders/statuses',
  tag: 'definitions',
  summary: 'Order statuses (id and name in the caller’s x-culture)',
  auth: 'user',
  status: 200,
  response: LookupItemListSchema,
});

export const listProductSortParams = defineEndpoint({
  id: 'listProductSortParams',
  method: 'GET',
  path: '/api/definitions/product-list/sort-params',
  tag: 'definitions',
  summary: 'Sort options of the product list: title (in the caller’s x-culture), column, direction',
  auth: 'user',
  status: 200,
  response: SortParamListSchema,
});

export const listConfigDataTypes = defineEndpoint({
  id: 'listConfigDataTypes',
  method: 'GET',
  path: '/api/definitions/configs/data-types',
  tag: 'definitions',
  summary: 'Data types of config items (id and name in the caller’s x-culture)',
  auth: 'user',
  status: 200,
  response: LookupItemListSchema,
});

// ---- categories (spec 02 §7): the category-map, additional-detail, access and order-parameter screens pick from them,
// and the report screens filter by them ----

const CATEGORY_ADMIN: readonly PermissionCode[] = [
  'category-map.list',
  'product-additional-detail.list',
  'customer-access.list',
  'order-parameter.list',
  'report-order.list',
  'report-product.list',
  'report-product-image.list',
  // the campaign editors' category picker
  'price-rule.create',
  'price-rule.update',
];

export const listAdminCategoryDefinitions = defineEndpoint({
  id: 'listAdminCategoryDefinitions',
  method: 'GET',
  path: '/api/definitions/categories/admin',
  tag: 'definitions',
  summary: 'The whole category tree, inactive categories included: roots, each with its children, by order then id; names in x-culture',
  auth: { anyOf: CATEGORY_ADMIN },
  status: 200,
  response: AdminCategoryListSchema,
});

export const listCategoryPropertyDefinitions = defineEndpoint({
  id: 'listCategoryPropertyDefinitions',
  method: 'GET',
  path: '/api/definitions/categories/properties/admin',
  tag: 'definitions',
  summary:
    'Properties of a category with their details: its own and those inherited from its parents (parents first), every property; names in x-culture; unknown category 404',
  auth: { anyOf: CATEGORY_ADMIN },
  query: CategoryPropertiesDefinitionQuerySchema,
  status: 200,
  response: CategoryPropertyDefinitionListSchema,
});

export const listCategoryPropertiesForAdditional = defineEndpoint({
  id: 'listCategoryPropertiesForAdditional',
  method: 'GET',
  path: '/api/definitions/categories/properties-for-additional',
  tag: 'definitions',
  summary:
    'Properties an additional detail can be attached to, with their details: as properties/admin, but only properties that have at least one detail; unknown category 404',
  auth: { anyOf: CATEGORY_ADMIN },
  query: CategoryPropertiesDefinitionQuerySchema,
  status: 200,
  response: CategoryPropertyDefinitionListSchema,
});

export const listCategoryIcons = defineEndpoint({
  id: 'listCategoryIcons',
  method: 'GET',
  path: '/api/definitions/categories/logo',
  tag: 'definitions',
  summary: 'Icon items of the active categories: id, name (x-culture), icon (null when none), in tree order',
  auth: 'user',
  status: 200,
  response: CategoryIconItemListSchema,
});

export const definitionsEndpoints = [
  listRoleDefinitions,
  listAllRoleDefinitions,
  listUserDefinitions,
  listAllUserDefinitions,
  listCustomerDefinitions,
  findCustomerDefinitionsByName,
  listSalesmanDefinitions,
  findSalesmanDefinitionsByName,
  listCountryDefinitions,
  listAllCountryDefinitions,
  listOrderStatuses,
  listProductSortParams,
  listConfigDataTypes,
  listAdminCategoryDefinitions,
  listCategoryPropertyDefinitions,
  listCategoryPropertiesForAdditional,
  listCategoryIcons,
];
