import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type EndpointDefinition, endpoints } from './index';

/**
 * The spec's entities (01 §3, 02 §3) against what the built calls answer (issue 20, ADR 0032). The spec's
 * client reads these names, and an integrator writing against the spec will too: each entity a built call
 * answers is mapped below to the calls (and the place in their answer) that carry it, and every field it
 * names must be in that answer's JSON schema (the one the OpenAPI document publishes) and required there:
 * a field is null when there is nothing to say, never missing. A field we answer under another name, or
 * not at all, is listed with the reason. Entities no built call answers are listed apart, with the reason.
 */

type Doc = '01' | '02';

interface Answer {
  /** The endpoint's id in the contract. */
  endpoint: string;
  /** Where the entity sits: '' the whole answer, 'items[]' the elements of its `items`, '[]' of the answer itself. */
  at?: string;
  /** A request entity (Checkout input, User create, User input): the body the call takes. */
  in?: 'body';
}

interface Exception {
  /** Answered under these names instead (their reason in `why`). */
  answeredAs?: readonly string[];
  why: string;
}

interface SpecEntity {
  /** As the spec's §3 names it. */
  entity: string;
  docs: readonly Doc[];
  /** A piece of the entity (a nested object, a variant) when the row checks only that. */
  part?: string;
  /** The names the spec gives (a phrase where the spec gives no name, e.g. "payment method"). */
  fields: readonly string[];
  answeredBy: readonly Answer[];
  exceptions?: Readonly<Record<string, Exception>>;
}

const PAGED_CALLS = [
  'listCustomers',
  'listCustomerRegistrations',
  'listOrders',
  'listOrderParameters',
  'listRoles',
  'listUsers',
  'notifyUsersForDefaultPassword',
  'listSalesmen',
  'listProducts',
  'listAdminProducts',
  'listAdditionalDetails',
  'listSalesmanLimits',
  'listWarehouseTargets',
  'listRoleDefinitions',
  'listUserDefinitions',
  'listCustomerDefinitions',
  'listSalesmanDefinitions',
  'listCountryDefinitions',
  'listScheduledJobs',
  'listScheduledJobRuns',
  'listEmailTemplates',
  'listEmailGroups',
  'listBanners',
  'listBundles',
] as const;

const PRODUCT_LIST_FIELDS = [
  'id',
  'code',
  'name',
  'unitCode',
  'stock',
  'stockText',
  'salePrice',
  'salePriceWithVat',
  'vatRate',
  'discountRate',
  'discountedPrice',
  'discountedPriceWithVat',
  'campaign',
  'minOrderQuantity',
  'maxOrderQuantity',
  'placeHolderQuantity',
  'currencyText',
  'hasBasket',
  'showPrice',
  'showStock',
  'preSaleText',
  'additionalDetails',
  'images',
] as const;

const SPEC_ENTITIES: readonly SpecEntity[] = [
  // ---- common ----
  {
    entity: 'Paged list',
    docs: ['01', '02'],
    fields: ['items', 'pageIndex', 'pageSize', 'totalCount', 'totalPages', 'hasPreviousPage', 'hasNextPage'],
    answeredBy: [...PAGED_CALLS.map((endpoint) => ({ endpoint })), { endpoint: 'getCustomerAccount', at: 'customerFinanceTransactions' }],
  },
  // ---- sign-in and the caller ----
  {
    entity: 'Auth result',
    docs: ['01', '02'],
    fields: ['schema', 'token', 'refreshToken', 'expiresIn'],
    answeredBy: [{ endpoint: 'authenticate' }, { endpoint: 'authenticateWithRefreshToken' }],
  },
  {
    entity: 'Identity result',
    docs: ['01'],
    fields: ['id', 'accountName', 'email', 'role', 'language', 'isPasswordChangeRequired'],
    answeredBy: [{ endpoint: 'whoAmI' }],
  },
  {
    entity: 'User (from the identity call)',
    docs: ['01'],
    fields: ['id', 'accountName', 'email', 'role', 'customer', 'language', 'salesman', 'isPasswordChangeRequired'],
    answeredBy: [{ endpoint: 'whoAmI' }],
  },
  {
    entity: 'Current user',
    docs: ['02'],
    fields: ['id', 'accountName', 'email', 'language', 'isPasswordChangeRequired', 'role', 'customer', 'salesman'],
    answeredBy: [{ endpoint: 'whoAmI' }],
  },
  {
    entity: 'User (from the identity call)',
    docs: ['01'],
    part: 'role',
    fields: ['id', 'name', 'roleType', 'permissions'],
    answeredBy: [{ endpoint: 'whoAmI', at: 'role' }],
  },
  {
    entity: 'Current user',
    docs: ['02'],
    part: 'role',
    fields: ['id', 'permissions', 'name', 'roleType'],
    answeredBy: [{ endpoint: 'whoAmI', at: 'role' }],
  },
  {
    entity: 'Current user',
    docs: ['02'],
    part: 'salesman (id, name, code), also the salesman lookups',
    fields: ['id', 'name', 'code'],
    answeredBy: [
      { endpoint: 'whoAmI', at: 'salesman' },
      { endpoint: 'getProfile', at: 'salesman' },
      { endpoint: 'listSalesmanDefinitions', at: 'items[]' },
      { endpoint: 'findSalesmanDefinitionsByName', at: '[]' },
    ],
  },
  // ---- users and roles ----
  {
    entity: 'User',
    docs: ['02'],
    fields: [
      'id',
      'accountName',
      'email',
      'language',
      'roleId',
      'roleName',
      'salesmanId',
      'customerId',
      'roleType',
      'roleTypeName',
      'salesmanName',
      'customerName',
    ],
    answeredBy: [
      { endpoint: 'listUsers', at: 'items[]' },
      { endpoint: 'getUser' },
      { endpoint: 'createUser' },
      { endpoint: 'updateUser' },
      { endpoint: 'notifyUsersForDefaultPassword', at: 'items[]' },
    ],
  },
  {
    entity: 'User create',
    docs: ['02'],
    fields: ['firstName', 'lastName', 'email', 'language'],
    answeredBy: [{ endpoint: 'createUser', in: 'body' }],
  },
  {
    entity: 'User input',
    docs: ['02'],
    fields: ['accountName', 'email', 'roleId', 'language', 'salesmanId', 'userType', 'customerId', 'isPasswordChangeRequired'],
    // Creating a user has no isPasswordChangeRequired: the server decides it (a generated password must be changed).
    answeredBy: [{ endpoint: 'updateUser', in: 'body' }],
  },
  {
    entity: 'Role',
    docs: ['02'],
    fields: ['id', 'name', 'roleType', 'roleTypeName'],
    answeredBy: [
      { endpoint: 'listRoles', at: 'items[]' },
      { endpoint: 'getRoleWithPermissions' },
      { endpoint: 'getRoleWithUsers' },
      { endpoint: 'createRole' },
      { endpoint: 'updateRole' },
    ],
  },
  {
    entity: 'Role',
    docs: ['02'],
    part: 'the detailed role adds permissions',
    fields: ['permissions'],
    answeredBy: [{ endpoint: 'getRoleWithPermissions' }, { endpoint: 'createRole' }, { endpoint: 'updateRole' }],
  },
  {
    entity: 'Role',
    docs: ['02'],
    part: 'the detailed role adds users',
    fields: ['users'],
    answeredBy: [{ endpoint: 'getRoleWithUsers' }],
  },
  {
    entity: 'Permission',
    docs: ['02'],
    fields: ['id', 'parentId', 'code', 'name', 'order'],
    answeredBy: [
      { endpoint: 'listPermissions', at: '[].items[]' },
      { endpoint: 'getRoleWithPermissions', at: 'permissions[]' },
      { endpoint: 'createRole', at: 'permissions[]' },
      { endpoint: 'updateRole', at: 'permissions[]' },
    ],
  },
  {
    entity: 'Permission tree node',
    docs: ['02'],
    fields: ['id', 'name', 'items'],
    answeredBy: [{ endpoint: 'listPermissions', at: '[]' }],
  },
  // ---- customers ----
  {
    entity: 'Customer',
    docs: ['01', '02'],
    fields: [
      'id',
      'name',
      'email',
      'phoneNumber',
      'representativePerson',
      'title',
      'isKvkkConfirm',
      'isCommunicationConfirm',
      'customerSectors',
    ],
    // The definitions lookups (/api/definitions/customers, /{name}) answer the Customer reference: they are
    // pickers, and the name lookup is open to user and salesman editors without customer.list (ADR 0021),
    // who need no contact data or consents of a customer to pick it (ADR 0032).
    answeredBy: [
      { endpoint: 'listCustomers', at: 'items[]' },
      { endpoint: 'findCustomersByName', at: '[]' },
    ],
  },
  {
    entity: 'Customer reference',
    docs: ['01', '02'],
    fields: ['id', 'name', 'code'],
    answeredBy: [
      { endpoint: 'listCustomerDefinitions', at: 'items[]' },
      { endpoint: 'findCustomerDefinitionsByName', at: '[]' },
      { endpoint: 'listSelectableCustomers', at: '[]' },
      { endpoint: 'listUserCustomers', at: '[]' },
      { endpoint: 'listSalesmanCustomers', at: '[]' },
      { endpoint: 'whoAmI', at: 'customer' },
      { endpoint: 'getProfile', at: 'customer' },
      { endpoint: 'getCart', at: 'customer' },
    ],
  },
  {
    entity: 'Delivery address',
    docs: ['01', '02'],
    fields: ['id', 'code', 'caption', 'title', 'responsible', 'address', 'city', 'postCode', 'countryCode'],
    answeredBy: [{ endpoint: 'listAddresses', at: '[]' }, { endpoint: 'createAddress' }, { endpoint: 'updateAddress' }],
  },
  {
    entity: 'Customer account',
    docs: ['01', '02'],
    fields: ['customerInfo', 'customerFinanceTransactions'],
    answeredBy: [{ endpoint: 'getCustomerAccount' }],
  },
  {
    entity: 'Balance',
    docs: ['01', '02'],
    fields: ['code', 'name', 'currentBalance', 'currency'],
    answeredBy: [{ endpoint: 'getCustomerAccount', at: 'customerInfo' }],
  },
  {
    entity: 'Finance transaction',
    docs: ['01', '02'],
    fields: ['id', 'ficheNo', 'ficheType', 'ficheTypeId', 'description', 'createDate', 'dueDate', 'sign', 'amount', 'balance', 'currency'],
    answeredBy: [{ endpoint: 'getCustomerAccount', at: 'customerFinanceTransactions.items[]' }, { endpoint: 'getFinanceFiche' }],
  },
  {
    entity: 'Customer access per property detail',
    docs: ['01', '02'],
    fields: [
      'accessPropertyDetailId',
      'accessCustomerPropertyDetailId',
      'propertyDetailName',
      'hasList',
      'hasBasket',
      'showPrice',
      'showStock',
      'showXmlStock',
    ],
    answeredBy: ['getCustomerAccesses', 'updateCustomerAccesses'].flatMap((endpoint) => [
      { endpoint, at: 'customerAccesses[].items[]' },
      { endpoint, at: 'categoryAccessProperties[].properties[].items[]' },
    ]),
  },
  {
    entity: 'Customer access per property detail',
    docs: ['01', '02'],
    part: 'grouped by propertyName (customerAccesses) and by categoryName (categoryAccessProperties)',
    fields: ['customerAccesses', 'categoryAccessProperties'],
    answeredBy: [{ endpoint: 'getCustomerAccesses' }, { endpoint: 'updateCustomerAccesses' }],
  },
  {
    entity: 'Customer access per property detail',
    docs: ['01', '02'],
    part: 'a group by property',
    fields: ['propertyName'],
    answeredBy: [
      { endpoint: 'getCustomerAccesses', at: 'customerAccesses[]' },
      { endpoint: 'getCustomerAccesses', at: 'categoryAccessProperties[].properties[]' },
    ],
  },
  {
    entity: 'Customer access per property detail',
    docs: ['01', '02'],
    part: 'a group by category',
    fields: ['categoryName'],
    answeredBy: [{ endpoint: 'getCustomerAccesses', at: 'categoryAccessProperties[]' }],
  },
  {
    entity: 'Country',
    docs: ['02'],
    fields: ['id', 'name'],
    answeredBy: [
      { endpoint: 'listCountryDefinitions', at: 'items[]' },
      { endpoint: 'listAllCountryDefinitions', at: '[]' },
    ],
  },
  {
    entity: 'Config item',
    docs: ['01', '02'],
    fields: ['id', 'key', 'value', 'description', 'dataType', 'operation'],
    answeredBy: [
      { endpoint: 'listConfigs', at: '[]' },
      { endpoint: 'listConfigsByOperation', at: '[]' },
      { endpoint: 'getConfig' },
      { endpoint: 'createConfig' },
      { endpoint: 'updateConfig' },
    ],
  },
  {
    entity: 'Banner',
    docs: ['01', '02'],
    fields: ['id', 'groupTag', 'categoryId', 'countryCode', 'title', 'description', 'href', 'target', 'images'],
    answeredBy: [
      { endpoint: 'listBanners', at: 'items[]' },
      { endpoint: 'getBannerGroup', at: '[]' },
      { endpoint: 'createBanner' },
      { endpoint: 'updateBanner' },
      { endpoint: 'getHomeBanners', at: '[]' },
    ],
  },
  {
    entity: 'Bundle',
    docs: ['01', '02'],
    fields: ['id', 'tag', 'title', 'description', 'products'],
    answeredBy: [
      { endpoint: 'listBundles', at: 'items[]' },
      { endpoint: 'getBundle' },
      { endpoint: 'createBundle' },
      { endpoint: 'updateBundle' },
      { endpoint: 'getHomeBundle' },
    ],
  },
  {
    entity: 'Bundle',
    part: 'products of the home call (the product-list variant)',
    docs: ['01', '02'],
    fields: PRODUCT_LIST_FIELDS,
    answeredBy: [{ endpoint: 'getHomeBundle', at: 'products[]' }],
  },
  {
    entity: 'Localised image',
    docs: ['02'],
    fields: ['imageUrl', 'culture'],
    answeredBy: [
      { endpoint: 'listBanners', at: 'items[].images[]' },
      { endpoint: 'getHomeBanners', at: '[].images[]' },
    ],
  },
  {
    entity: 'Simple lookups',
    docs: ['02'],
    fields: ['id', 'name'],
    answeredBy: [
      { endpoint: 'listOrderStatuses', at: '[]' },
      { endpoint: 'listConfigDataTypes', at: '[]' },
    ],
  },
  // ---- catalogue ----
  {
    entity: 'Category',
    docs: ['01', '02'],
    fields: ['id', 'name', 'order', 'parentCategoryId'],
    answeredBy: [
      { endpoint: 'listCategories', at: '[]' },
      { endpoint: 'listAdminCategoryDefinitions', at: '[]' },
    ],
  },
  {
    entity: 'Category',
    docs: ['01', '02'],
    part: 'admin and tree variants',
    fields: ['icon', 'refCode', 'isActive', 'children'],
    answeredBy: [
      { endpoint: 'listCategories', at: '[]' },
      { endpoint: 'listAdminCategoryDefinitions', at: '[]' },
    ],
  },
  {
    entity: 'Category',
    docs: ['01'],
    part: 'menu form',
    fields: ['iconClass', 'hasChild'],
    answeredBy: [{ endpoint: 'listCategories', at: '[]' }],
    exceptions: {
      iconClass: { why: 'the menu form is the client’s: its menu is built from the tree (icon, children); no call answers it' },
      hasChild: { why: 'the menu form is the client’s: children.length says it; no call answers it' },
    },
  },
  {
    entity: 'Category tree node',
    docs: ['01', '02'],
    fields: ['id', 'name', 'icon', 'children'],
    answeredBy: [{ endpoint: 'listCategories', at: '[]' }],
  },
  {
    entity: 'Icon item',
    docs: ['02'],
    fields: ['id', 'name', 'icon'],
    answeredBy: [{ endpoint: 'listCategoryIcons', at: '[]' }],
  },
  {
    entity: 'Product summary',
    docs: ['01', '02'],
    fields: ['id', 'code', 'name', 'categoryId', 'imageUrl'],
    answeredBy: [
      { endpoint: 'searchProductsByText', at: '[].products[]' },
      { endpoint: 'listAdminProducts', at: 'items[]' },
    ],
  },
  {
    entity: 'Search result group',
    docs: ['01'],
    fields: ['category id', 'name', 'totalCount', 'products'],
    answeredBy: [{ endpoint: 'searchProductsByText', at: '[]' }],
    exceptions: { 'category id': { answeredAs: ['id'], why: 'the group is its category: 02 §3 Category with products calls it id' } },
  },
  {
    entity: 'Category with products',
    docs: ['02'],
    fields: ['id', 'name', 'totalCount', 'products'],
    answeredBy: [{ endpoint: 'searchProductsByText', at: '[]' }],
  },
  {
    entity: 'Category with products',
    docs: ['02'],
    part: 'products',
    fields: ['id', 'code', 'name', 'imageUrl'],
    answeredBy: [{ endpoint: 'searchProductsByText', at: '[].products[]' }],
  },
  {
    entity: 'Search result group',
    docs: ['01'],
    part: 'products',
    fields: ['id', 'code', 'name', 'imageUrl'],
    answeredBy: [{ endpoint: 'searchProductsByText', at: '[].products[]' }],
  },
  {
    entity: 'Product detail',
    docs: ['01', '02'],
    fields: [...PRODUCT_LIST_FIELDS, 'categoryId', 'properties'],
    answeredBy: [{ endpoint: 'getProductDetail' }, { endpoint: 'getProductDetailByCode' }, { endpoint: 'getProductDetails', at: '[]' }],
  },
  {
    entity: 'Product detail',
    docs: ['01', '02'],
    part: 'the list variant (without categoryId and properties)',
    fields: PRODUCT_LIST_FIELDS,
    answeredBy: [
      { endpoint: 'listProducts', at: 'items[]' },
      { endpoint: 'listFavorites', at: '[]' },
    ],
  },
  {
    entity: 'Image',
    docs: ['02'],
    fields: ['url', 'order'],
    answeredBy: [
      { endpoint: 'getProductDetail', at: 'images[]' },
      { endpoint: 'listProducts', at: 'items[].images[]' },
      { endpoint: 'getCart', at: 'cartDetails[].images[]' },
      { endpoint: 'getSimplifiedCart', at: 'cartDetails[].images[]' },
    ],
  },
  {
    entity: 'Stock',
    docs: ['01', '02'],
    fields: ['totalStock', 'stocks'],
    answeredBy: [{ endpoint: 'getProductStocks' }],
  },
  {
    entity: 'Stock',
    docs: ['01', '02'],
    part: 'stocks',
    fields: ['warehouseId', 'warehouseName', 'quantity', 'quantityText', 'unitCode'],
    answeredBy: [{ endpoint: 'getProductStocks', at: 'stocks[]' }],
  },
  {
    entity: 'Directory',
    docs: ['02'],
    fields: ['directoryName', 'files', 'sub-directories'],
    answeredBy: [{ endpoint: 'getDocumentTree' }],
    exceptions: { 'sub-directories': { answeredAs: ['subDirectories'], why: 'the spec’s phrase as a JSON name' } },
  },
  {
    entity: 'Directory',
    docs: ['02'],
    part: 'files',
    fields: ['name', 'extension', 'url'],
    answeredBy: [{ endpoint: 'getDocumentTree', at: 'files[]' }],
  },
  {
    entity: 'Sort option',
    docs: ['02'],
    fields: ['title', 'column', 'direction'],
    answeredBy: [{ endpoint: 'listProductSortParams', at: '[]' }],
  },
  {
    entity: 'Property',
    docs: ['01', '02'],
    // 01 §3 "key or id", 02 §3 "key ...; a variant has id": both are answered.
    fields: ['id', 'key', 'name', 'details'],
    answeredBy: [
      { endpoint: 'listProductFacets', at: '[]' },
      { endpoint: 'listCategoryPropertyDefinitions', at: '[]' },
      { endpoint: 'listCategoryPropertiesForAdditional', at: '[]' },
    ],
  },
  {
    entity: 'Property',
    docs: ['01', '02'],
    part: 'details',
    fields: ['id', 'code', 'name'],
    answeredBy: [
      { endpoint: 'listProductFacets', at: '[].details[]' },
      { endpoint: 'listCategoryPropertyDefinitions', at: '[].details[]' },
      { endpoint: 'listCategoryPropertiesForAdditional', at: '[].details[]' },
      { endpoint: 'listAccessPropertyDetails', at: '[]' },
    ],
  },
  {
    entity: 'Property value',
    docs: ['02'],
    fields: ['id', 'name', 'code', 'propertyId'],
    answeredBy: [{ endpoint: 'listAccessPropertyDetails', at: '[]' }],
  },
  {
    entity: 'Category property value',
    docs: ['02'],
    fields: [
      'id',
      'categoryId',
      'categoryName',
      'propertyId',
      'propertyName',
      'propertyDetailId',
      'propertyDetailName',
      'value',
      'order',
      'createdBy',
      'createdOnUtc',
      'createdByName',
      'type',
    ],
    answeredBy: [
      { endpoint: 'listAdditionalDetails', at: 'items[]' },
      { endpoint: 'createAdditionalDetail' },
      { endpoint: 'updateAdditionalDetail' },
    ],
  },
  {
    entity: 'Warehouse',
    docs: ['01', '02'],
    fields: ['code', 'name', 'divisionId', 'priority'],
    answeredBy: [{ endpoint: 'listAdminWarehouses', at: '[]' }],
  },
  {
    entity: 'Warehouse rule',
    docs: ['02'],
    fields: [
      'id',
      'warehouseCode',
      'warehouseName',
      'acceptedCountryCodes',
      'rejectedCountryCodes',
      'priority',
      'isExport',
      'isExportRegistered',
    ],
    answeredBy: [
      { endpoint: 'listWarehouseTargets', at: 'items[]' },
      { endpoint: 'createWarehouseTarget' },
      { endpoint: 'updateWarehouseTarget' },
    ],
  },
  {
    entity: 'Warehouse rule (target)',
    docs: ['01'],
    fields: [
      'id',
      'warehouseCode',
      'warehouseName',
      'acceptedCountryCodes',
      'rejectedCountryCodes',
      'priority',
      'isExport',
      'isExportRegistered',
    ],
    answeredBy: [{ endpoint: 'listWarehouseTargets', at: 'items[]' }],
  },
  {
    entity: 'Salesman limit',
    docs: ['01', '02'],
    fields: ['id', 'salesmanCode', 'productCode', 'quantity', 'startDate', 'endDate'],
    answeredBy: [{ endpoint: 'listSalesmanLimits', at: 'items[]' }],
  },
  {
    entity: 'Limit log',
    docs: ['01', '02'],
    fields: ['id', 'docNo', 'customerCode', 'oldQuantity', 'newQuantity', 'orderDate', 'salesmanLimitId', 'createdBy', 'createdOnUtc'],
    answeredBy: [{ endpoint: 'listSalesmanLimitTransactions', at: '[]' }],
  },
  {
    entity: 'Site info',
    docs: ['02'],
    fields: ['title', 'description', 'favIcon', 'headerSettings', 'footerSettings', 'kvkkValue', 'communicationValue'],
    answeredBy: [{ endpoint: 'getSiteInfos' }],
  },
  {
    entity: 'Site info',
    docs: ['02'],
    part: 'headerSettings',
    fields: ['logo', 'title'],
    answeredBy: [{ endpoint: 'getSiteInfos', at: 'headerSettings' }],
  },
  {
    entity: 'Site info',
    docs: ['02'],
    part: 'footerSettings',
    fields: ['logo', 'socialMedia', 'contact'],
    answeredBy: [{ endpoint: 'getSiteInfos', at: 'footerSettings' }],
  },
  {
    entity: 'Contact',
    docs: ['02'],
    fields: ['title', 'phoneNumber'],
    answeredBy: [{ endpoint: 'getSiteInfos', at: 'footerSettings.contact' }],
  },
  {
    entity: 'Setting',
    docs: ['01', '02'],
    fields: ['id', 'key', 'value', 'description', 'isStatic', 'isActive'],
    answeredBy: [{ endpoint: 'listSettings', at: '[]' }],
  },
  {
    entity: 'Security settings',
    docs: ['02'],
    fields: ['passwordPattern', 'passwordChangeFrequency'],
    answeredBy: [{ endpoint: 'getPasswordSettings' }, { endpoint: 'updatePasswordSettings' }],
  },
  {
    entity: 'ERP connection',
    docs: ['02'],
    // clientSecret and password are always null in answers (never returned, design.md §4b).
    fields: ['url', 'clientId', 'clientSecret', 'username', 'password', 'companyCode'],
    answeredBy: [{ endpoint: 'getLogoRestSettings' }, { endpoint: 'updateLogoRestSettings' }],
  },
  {
    entity: 'Storage server settings',
    docs: ['02'],
    // password is always null in answers (never returned, design.md §4b).
    fields: ['serverAddress', 'user', 'password', 'rootPath', 'rootUrl'],
    answeredBy: [{ endpoint: 'getFtpSettings' }, { endpoint: 'updateFtpSettings' }],
  },
  {
    entity: 'Email settings',
    docs: ['02'],
    // smtp.password and sendGrid.apiKey are always null in answers (never returned, design.md §4b).
    fields: ['senderEmail', 'displayName', 'smtp', 'sendGrid', 'isActive', 'emailProvider'],
    answeredBy: [{ endpoint: 'getMailSettings' }, { endpoint: 'updateMailSettings' }],
  },
  {
    entity: 'Email settings',
    docs: ['02'],
    part: 'smtp',
    fields: ['username', 'password', 'serverAddress', 'port', 'sslRequire'],
    answeredBy: [{ endpoint: 'getMailSettings', at: 'smtp' }],
  },
  {
    entity: 'Email settings',
    docs: ['02'],
    part: 'sendGrid',
    fields: ['apiKey'],
    answeredBy: [{ endpoint: 'getMailSettings', at: 'sendGrid' }],
  },
  {
    entity: 'Email event setting',
    docs: ['02'],
    fields: ['id', 'eventName', 'isActive', 'groupName', 'categoryId', 'cc list', 'bcc list'],
    answeredBy: [
      { endpoint: 'listEmailGroups', at: 'items[]' },
      { endpoint: 'updateEmailGroup' },
      { endpoint: 'listEmailTemplates', at: 'items[]' },
    ],
    exceptions: {
      'cc list': { answeredAs: ['ccList'], why: 'the spec’s phrase as a JSON name' },
      'bcc list': { answeredAs: ['bccList'], why: 'the spec’s phrase as a JSON name' },
    },
  },
  {
    entity: 'Email event setting',
    docs: ['02'],
    part: 'the Email template adds title, body, language',
    fields: ['title', 'body', 'language'],
    answeredBy: [{ endpoint: 'listEmailTemplates', at: 'items[]' }, { endpoint: 'updateEmailTemplate' }],
  },
  // ---- cart and checkout ----
  {
    entity: 'Cart',
    docs: ['01', '02'],
    fields: ['id', 'customer', 'deliveryAddressId', 'cartSummary', 'cartDetails'],
    answeredBy: [{ endpoint: 'getCart' }],
  },
  {
    entity: 'Cart line',
    docs: ['01', '02'],
    fields: [
      'id',
      'productId',
      'name',
      'unitCode',
      'currencyText',
      'salePrice',
      'campaign',
      'paymentMethodCode',
      'discountRates',
      'expenseCostPrice',
      'stock',
      'categoryId',
      'quantity',
      'vatRate',
      'minOrderQuantity',
      'maxOrderQuantity',
      'images',
      'preSaleText',
      'stockText',
      'discountedPrice',
    ],
    answeredBy: [{ endpoint: 'getCart', at: 'cartDetails[]' }],
  },
  {
    entity: 'Cart summary',
    docs: ['01', '02'],
    fields: [
      'totalPrice',
      'totalDiscountedPrice',
      'totalDiscountPrice',
      'totalVatPrice',
      'totalWithVatDiscountedPrice',
      'totalExpenseCostPrice',
    ],
    answeredBy: [{ endpoint: 'getCart', at: 'cartSummary' }],
  },
  {
    entity: 'Simplified cart',
    docs: ['01'],
    fields: ['cartDetails', 'item count'],
    answeredBy: [{ endpoint: 'getSimplifiedCart' }],
    exceptions: { 'item count': { answeredAs: ['itemCount'], why: 'the spec gives it no name' } },
  },
  {
    entity: 'Simplified cart',
    docs: ['01'],
    part: 'cartDetails',
    fields: ['productId', 'quantity', 'name', 'unitCode', 'categoryId', 'images'],
    answeredBy: [{ endpoint: 'getSimplifiedCart', at: 'cartDetails[]' }],
  },
  {
    entity: 'Checkout input',
    docs: ['01', '02'],
    fields: ['customerAddressCode', 'note'],
    answeredBy: [{ endpoint: 'placeOrder', in: 'body' }],
  },
  {
    entity: 'Order creation result',
    docs: ['01', '02'],
    fields: ['transactionId', 'errorMessage', 'createdOrders', 'status'],
    answeredBy: [{ endpoint: 'placeOrder' }, { endpoint: 'getOrderTransactionStatus' }],
  },
  {
    entity: 'Order result',
    docs: ['01', '02'],
    fields: ['orderNumber', 'docNumber', 'canPayWithPayPal'],
    answeredBy: [
      { endpoint: 'placeOrder', at: 'createdOrders[]' },
      { endpoint: 'getOrderTransactionStatus', at: 'createdOrders[]' },
    ],
  },
  // ---- orders ----
  {
    entity: 'Document list row',
    docs: ['02'],
    fields: [
      'docNumber',
      'date',
      'status',
      'salesmanCode',
      'salesmanName',
      'customerCode',
      'customerName',
      'totalAmount',
      'currency',
      'customerId',
    ],
    answeredBy: [{ endpoint: 'listOrders', at: 'items[]' }],
  },
  {
    entity: 'Order detail',
    docs: ['02'],
    fields: [
      'b2BDocNo',
      'date',
      'time',
      'customerCode',
      'customerName',
      'currency',
      'salesmanCode',
      'salesmanName',
      'totalGrossAmount',
      'totalDiscountAmount',
      'totalAmountWithoutTax',
      'totalTaxAmount',
      'totalExpenseAmount',
      'totalAmount',
      'status',
      'note',
      'createdOnUtc',
      'erpModifiedBy',
      'erpModifiedOn',
      'paymentMethodCode',
      'paymentMethodName',
      'shippingAddressCaption',
      'shippingAddress',
      'orderItems',
      'paymentStatus',
      'statusType',
    ],
    answeredBy: [{ endpoint: 'getOrder' }],
  },
  {
    entity: 'Cart order',
    docs: ['02'],
    fields: [
      'b2BDocNo',
      'date',
      'time',
      'customer',
      'salesman',
      'warehouse',
      'division',
      'status',
      'note',
      'captureTransactionId',
      'payment method',
      'items',
    ],
    // The order document as placed: the same call answers it and the Order detail, so the pieces the two
    // entities name differently are answered once, under the Order detail's names.
    answeredBy: [{ endpoint: 'getOrder' }],
    exceptions: {
      customer: { answeredAs: ['customerId', 'customerCode', 'customerName'], why: 'the Order detail’s names for the same customer' },
      salesman: { answeredAs: ['salesmanCode', 'salesmanName'], why: 'the Order detail’s names for the same salesman' },
      'payment method': { answeredAs: ['paymentMethodCode', 'paymentMethodName'], why: 'the spec gives it no name; the Order detail’s' },
      items: { answeredAs: ['orderItems'], why: 'the Order detail’s name for the same items' },
    },
  },
  {
    entity: 'Order item',
    docs: ['02'],
    fields: [
      'id',
      'productId',
      'productCode',
      'productName',
      'productImageUrl',
      'quantity',
      'shippedQuantity',
      'unitCode',
      'dueDate',
      'salePrice',
      'discountedPrice',
      'status',
      'isDeletedByErp',
      'isAddedByErp',
      'orders',
      'statusType',
    ],
    answeredBy: [{ endpoint: 'getOrder', at: 'orderItems[]' }],
  },
  {
    entity: 'Order line detail (per warehouse)',
    docs: ['02'],
    fields: [
      'id',
      'number',
      'warehouseCode',
      'warehouseName',
      'divisionCode',
      'divisionName',
      'salePrice',
      'discountedPrice',
      'quantity',
      'shippedQuantity',
      'erpModifiedBy',
      'erpModifiedOn',
      'paymentStatus',
      'paymentMethodCode',
      'paymentMethodName',
      'status',
      'statusType',
    ],
    answeredBy: [{ endpoint: 'getOrder', at: 'orderItems[].orders[]' }],
  },
  {
    entity: 'Product order rollup',
    docs: ['02'],
    fields: [
      'productId',
      'productCode',
      'productName',
      'categoryId',
      'productImageUrl',
      'quantity',
      'unitCode',
      'salePrice',
      'discountedPrice',
      'taxRate',
      'currency',
      'orders',
    ],
    answeredBy: [{ endpoint: 'listOrderItemDetails', at: '[]' }],
  },
  // ---- reports ----
  {
    entity: 'Reports',
    part: 'Customer-user report row',
    docs: ['02'],
    fields: [
      'customerCode',
      'customerName',
      'customerEmail',
      'customerCountryCode',
      'customerIsActive',
      'userAccountName',
      'userEmail',
      'userLastLoggedOn',
      'userDeleted',
      'salesmanCode',
      'salesmanName',
    ],
    answeredBy: [{ endpoint: 'getCustomerReport', at: 'items[]' }],
  },
  {
    entity: 'Reports',
    part: 'Customer-user report',
    docs: ['02'],
    fields: ['items', 'totalCount'],
    answeredBy: [{ endpoint: 'getCustomerReport' }],
  },
  {
    entity: 'Reports',
    part: 'Product image row',
    docs: ['02'],
    fields: ['productId', 'parentCategoryId', 'productCode', 'productName', 'images', 'imageCount', 'totalCount'],
    answeredBy: [{ endpoint: 'getProductImageReport', at: 'items[]' }],
  },
  {
    entity: 'Reports',
    part: 'Order line report row',
    docs: ['02'],
    fields: ['ficheNo', 'productCode', 'productName', 'quantity', 'unitCode', 'price', 'total', 'currency'],
    answeredBy: [{ endpoint: 'getOrderReport', at: 'items[]' }],
  },
  // ---- integrations ----
  {
    entity: 'Scheduled job',
    docs: ['02'],
    fields: ['id', 'name', 'cronExp', 'sql', 'lastExecution', 'nextExecution', 'modifiedOnUtc', 'modifiedBy', 'isActive'],
    answeredBy: [{ endpoint: 'listScheduledJobs', at: 'items[]' }],
  },
  // ---- payments (issue 17, ADR 0047) ----
  {
    entity: 'Payment redirect',
    docs: ['01', '02'],
    fields: ['htmlFormContent', 'redirectGateway', 'gatewayUrl'],
    answeredBy: [{ endpoint: 'createPayment' }],
  },
  {
    entity: 'Point-of-sale entry (customer POS config)',
    docs: ['02'],
    fields: ['id', 'posId', 'amount', 'priority', 'description', 'createdOn', 'updatedOn', 'createdBy', 'modifiedBy', 'customer'],
    answeredBy: [{ endpoint: 'listPosConfigs', at: 'items[]' }, { endpoint: 'createPosConfig' }, { endpoint: 'updatePosConfig' }],
  },
  {
    entity: 'Payment provider service settings',
    docs: ['02'],
    fields: ['serviceUrl', 'credential'],
    answeredBy: [{ endpoint: 'getPaymentSettings', at: 'netahsilat' }],
  },
  {
    entity: 'PayPal settings',
    docs: ['02'],
    fields: ['clientId', 'clientSecret', 'useSandbox'],
    answeredBy: [{ endpoint: 'getPaymentSettings', at: 'payPal' }],
  },
  {
    entity: 'Payment settings',
    docs: ['02'],
    fields: ['customerCode', 'paymentMethodCode', 'payPal', 'netahsilat'],
    answeredBy: [{ endpoint: 'getPaymentSettings' }, { endpoint: 'updatePaymentSettings' }],
  },
];

/** Entities of 01 §3 and 02 §3 that no built call answers, and why. */
const NOT_ANSWERED: Readonly<Record<string, { docs: readonly Doc[]; why: string }>> = {
  Session: { docs: ['01'], why: 'client state (the stored sign-in)' },
  'Stored form': { docs: ['01'], why: 'client state (the stored user)' },
  'Selected customer': { docs: ['01'], why: 'client state (the customer acted for)' },
  'Error state': { docs: ['01'], why: 'client state' },
  Theme: { docs: ['01'], why: 'client state' },
  Language: { docs: ['01'], why: 'client state' },
  Notification: { docs: ['02'], why: 'client state: the notification list is never loaded (02 §2)' },
  'API exception': { docs: ['02'], why: 'the client’s error object; the server answers { code, message, details? }' },
  'Order summary row': {
    docs: ['02'],
    why: 'GET /api/orders answers the Document list row of 02 §3; the header fields come with GET /api/orders/{docNumber}',
  },
  'Order parameter': { docs: ['02'], why: 'the spec shows no shape (GET/POST/PUT /api/orders/parameters answer ours)' },
  'Basket product line': { docs: ['02'], why: 'no call of the spec’s lists answers it: the cart answers Cart lines' },
  'City or region': { docs: ['02'], why: 'no built call answers it' },
  'Caption item': { docs: ['02'], why: 'no built call answers it' },
  'Image set': { docs: ['02'], why: 'no built call answers it' },
  'Save-as item': { docs: ['02'], why: 'no built call answers it' },
};

// ---- reading a JSON schema the way the OpenAPI document shows it ----

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};

const byId = new Map(endpoints.map((ep) => [ep.id, ep as EndpointDefinition]));

function jsonSchemaOf(answer: Answer): JsonSchema {
  const ep = byId.get(answer.endpoint);
  if (!ep) throw new Error(`no endpoint ${answer.endpoint}`);
  const schema = answer.in === 'body' ? ep.body : ep.response;
  if (!schema) throw new Error(`${answer.endpoint} has no ${answer.in ?? 'response'} schema`);
  return z.toJSONSchema(schema, { io: answer.in === 'body' ? 'input' : 'output', unrepresentable: 'any' }) as JsonSchema;
}

/** The object schemas a schema may be (through $ref, anyOf/oneOf/allOf; null left out). */
function objectsOf(schema: JsonSchema, root: JsonSchema): JsonSchema[] {
  if (schema.$ref) return objectsOf(root.$defs?.[schema.$ref.replace('#/$defs/', '')] ?? {}, root);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) return variants.flatMap((v) => objectsOf(v, root));
  return schema.type === 'null' ? [] : [schema];
}

/** The object at `at` ('items[]', '[].details[]', 'cartSummary', ...) of an answer. */
function objectAt(answer: Answer): JsonSchema {
  const root = jsonSchemaOf(answer);
  let current: JsonSchema[] = objectsOf(root, root);
  const steps = (answer.at ?? '').split('.').filter(Boolean);
  for (const step of steps) {
    const key = step.replace(/\[\]$/, '');
    if (key) current = current.flatMap((s) => (s.properties?.[key] ? objectsOf(s.properties[key]!, root) : []));
    if (step.endsWith('[]')) current = current.flatMap((s) => (s.items ? objectsOf(s.items, root) : []));
  }
  const objects = current.filter((s) => s.properties);
  if (objects.length !== 1) throw new Error(`${answer.endpoint} ${answer.at ?? ''}: ${objects.length} objects there`);
  return objects[0]!;
}

const where = (a: Answer) => `${a.endpoint}${a.in === 'body' ? ' (body)' : ''}${a.at ? ` at ${a.at}` : ''}`;
const label = (e: SpecEntity) => (e.part ? `${e.entity}: ${e.part}` : e.entity);

describe('the spec’s entities in what the built calls answer (01 §3, 02 §3)', () => {
  it.each(SPEC_ENTITIES.map((e) => [label(e), e] as const))('%s', (_, entity) => {
    expect(entity.answeredBy.length, 'an entity in the table is answered somewhere').toBeGreaterThan(0);
    for (const field of Object.keys(entity.exceptions ?? {}))
      expect(entity.fields, `${label(entity)}: exception ${field}`).toContain(field);
    for (const answer of entity.answeredBy) {
      const object = objectAt(answer);
      const present = Object.keys(object.properties ?? {});
      // A request body's optional fields may be left out; an answer's fields are always there (null when empty).
      const required = answer.in === 'body' ? present : (object.required ?? []);
      for (const field of entity.fields) {
        const exception = entity.exceptions?.[field];
        if (!exception) {
          expect(present, `${label(entity)}: ${where(answer)} answers ${field}`).toContain(field);
          expect(required, `${label(entity)}: ${where(answer)} always answers ${field}`).toContain(field);
        } else if (exception.answeredAs) {
          for (const ours of exception.answeredAs) expect(required, `${label(entity)}: ${where(answer)} answers ${ours}`).toContain(ours);
        } else {
          // A field we decided not to answer: once a call answers it, its exception must go.
          expect(present, `${label(entity)}: ${where(answer)} now answers ${field}; drop its exception`).not.toContain(field);
        }
      }
    }
  });

  it('lists each entity either as answered or as not answered, never both', () => {
    const answered = new Set(SPEC_ENTITIES.map((e) => e.entity));
    expect(Object.keys(NOT_ANSWERED).filter((name) => answered.has(name))).toEqual([]);
  });
});

// ---- against the spec's text, where the spec sits beside the repository (our workspace) ----

const specDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/spec');
const SPEC_FILES: Record<Doc, string> = { '01': '01-catalogue-cart-customers.md', '02': '02-orders-payments-admin.md' };

/** The §3 text of a document, or null when the spec is not beside the repository. */
function entitiesSection(doc: Doc): string | null {
  let text: string;
  try {
    text = readFileSync(path.join(specDir, SPEC_FILES[doc]), 'utf8');
  } catch {
    return null;
  }
  return text.slice(text.indexOf('## 3.'), text.indexOf('## 4.'));
}

/** The entity names a §3 defines: `**Name:**` (02) or `Name: fields` at a line's or sentence's start (01). */
function entityNames(doc: Doc, section: string): string[] {
  if (doc === '02') return [...section.matchAll(/\*\*([^*]+?):\*\*/g)].map((m) => m[1]!);
  return [...section.matchAll(/(?:^|\. )([A-Z][A-Za-z ()'-]*?): /gm)].map((m) => m[1]!);
}

const containsWord = (text: string, word: string) =>
  new RegExp(`(^|[^A-Za-z0-9])${word.replace(/[()]/g, '\\$&')}([^A-Za-z0-9]|$)`, 'i').test(text);

describe.each(['01', '02'] as const)('spec %s §3', (doc) => {
  const section = entitiesSection(doc);

  it('every entity it defines is in the table, answered or not', () => {
    if (section === null) return; // the spec folder sits beside the repository in our workspace only
    const listed = new Set([
      ...SPEC_ENTITIES.filter((e) => e.docs.includes(doc)).map((e) => e.entity),
      ...Object.entries(NOT_ANSWERED)
        .filter(([, v]) => v.docs.includes(doc))
        .map(([name]) => name),
    ]);
    const names = entityNames(doc, section);
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('names every entity and field of the table that says it comes from it', () => {
    if (section === null) return;
    for (const e of SPEC_ENTITIES.filter((x) => x.docs.includes(doc))) {
      expect(containsWord(section, e.entity), `${e.entity} in ${doc} §3`).toBe(true);
      for (const field of e.fields) expect(containsWord(section, field), `${label(e)}: ${field} in ${doc} §3`).toBe(true);
    }
    for (const [name, v] of Object.entries(NOT_ANSWERED)) {
      if (v.docs.includes(doc)) expect(containsWord(section, name), `${name} in ${doc} §3`).toBe(true);
    }
  });
});
