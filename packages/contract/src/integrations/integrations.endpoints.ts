import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import {
  CreatedIntegrationKeySchema,
  CreateIntegrationKeyBodySchema,
  CustomerChangesSchema,
  IntegrationKeyIdParamsSchema,
  IntegrationKeySchema,
  ListChangesQuerySchema,
  ListOrderHandOffsQuerySchema,
  OrderChangesSchema,
  OrderHandOffListSchema,
  OrderHandOffParamsSchema,
  SYNC_MAX_ROWS,
  SyncBatchBodySchema,
  SyncEntityParamsSchema,
  SyncReportSchema,
  type SyncScope,
} from './integrations.schemas';

// Our extension (design.md §4 "The ERP", §4b; docs/integrations.md): integration keys and the inbound sync.

export const listIntegrationKeys = defineEndpoint({
  id: 'listIntegrationKeys',
  method: 'GET',
  path: '/api/integrations/keys',
  tag: 'integrations',
  summary: 'Integration keys (newest first, revoked ones too): name, prefix, scopes, who created them, last use; never the key itself',
  auth: { anyOf: ['integration.list'] },
  extension: true,
  status: 200,
  response: z.array(IntegrationKeySchema),
});

export const createIntegrationKey = defineEndpoint({
  id: 'createIntegrationKey',
  method: 'POST',
  path: '/api/integrations/keys',
  tag: 'integrations',
  summary:
    'Create an integration key for a machine client (the ERP) with the sync scopes it may use; the answer holds the key, shown this once',
  auth: { anyOf: ['integration.update'] },
  extension: true,
  body: CreateIntegrationKeyBodySchema,
  status: 200,
  response: CreatedIntegrationKeySchema,
});

export const revokeIntegrationKey = defineEndpoint({
  id: 'revokeIntegrationKey',
  method: 'DELETE',
  path: '/api/integrations/keys/{id}',
  tag: 'integrations',
  summary: 'Revoke an integration key: its next call is refused (401); it stays listed with the time it was revoked',
  auth: { anyOf: ['integration.update'] },
  extension: true,
  params: IntegrationKeyIdParamsSchema,
  status: 204,
});

const RULES = `All or nothing: any bad row writes nothing (400 SYNC_BATCH_REJECTED, the per-row report in details); the same batch twice changes nothing (counted as unchanged). At most ${SYNC_MAX_ROWS} rows.`;

const syncEndpoint = <const I extends string, const P extends string, const S extends SyncScope>(id: I, path: P, scope: S, what: string) =>
  defineEndpoint({
    id,
    method: 'POST',
    path,
    tag: 'integrations',
    summary: `Sync (integration key, scope ${scope}): ${what}. ${RULES}`,
    auth: { integration: scope },
    extension: true,
    body: SyncBatchBodySchema,
    status: 200,
    response: SyncReportSchema,
  });

export const syncCategories = syncEndpoint(
  'syncCategories',
  '/api/integrations/sync/categories',
  'catalog',
  'categories by code (parent code, names tr/de/en, order, active)',
);
export const syncProperties = syncEndpoint(
  'syncProperties',
  '/api/integrations/sync/properties',
  'catalog',
  'properties by category code and key (names, order, facet)',
);
export const syncPropertyValues = syncEndpoint(
  'syncPropertyValues',
  '/api/integrations/sync/property-values',
  'catalog',
  'property values by category code, property key and code (name, translated names, order)',
);
export const syncProducts = syncEndpoint(
  'syncProducts',
  '/api/integrations/sync/products',
  'catalog',
  'products by code (name; names `{ tr?, de?, en? }`: a reader reads their language, else tr, else name; absent keeps them, null removes them; category code, property values, VAT, unit, min/max order quantity, active, list price and currency)',
);
export const syncWarehouses = syncEndpoint(
  'syncWarehouses',
  '/api/integrations/sync/warehouses',
  'stock',
  'warehouses by code (name, priority, division, active)',
);
export const syncStocks = syncEndpoint(
  'syncStocks',
  '/api/integrations/sync/stocks',
  'stock',
  'stock per product code and warehouse code (quantity)',
);
export const syncPrices = syncEndpoint(
  'syncPrices',
  '/api/integrations/sync/prices',
  'prices',
  'price lists: a product code’s list price in another currency',
);
export const syncCustomerDiscounts = syncEndpoint(
  'syncCustomerDiscounts',
  '/api/integrations/sync/customer-discounts',
  'prices',
  'customer discounts by customer code (cascading rates in percent)',
);

export const syncPriceLists = syncEndpoint(
  'syncPriceLists',
  '/api/integrations/sync/price-lists',
  'prices',
  'price lists by code, without regard to case (name, currency: only customers buying in it get its prices, validFrom and validTo: the distributor’s days, null open, active)',
);
export const syncPriceListPrices = syncEndpoint(
  'syncPriceListPrices',
  '/api/integrations/sync/price-list-prices',
  'prices',
  'a price list’s net prices by list code, product code and minQuantity (1: the list’s price; more: a quantity break); remove: true deletes one',
);
export const syncPriceListAssignments = syncEndpoint(
  'syncPriceListAssignments',
  '/api/integrations/sync/price-list-assignments',
  'prices',
  'who a price list is for, by list code and one customer code or one price group or neither (every customer in the list’s currency); remove: true takes one away',
);
export const syncCampaigns = syncEndpoint(
  'syncCampaigns',
  '/api/integrations/sync/campaigns',
  'prices',
  'campaigns by code, without regard to case (names tr/de/en, startsOn and endsOn, kind percent or fixedPrice, value, currency of a fixed price; the customer codes, price groups, product codes and category codes it is for, empty: all; active): the cheapest running one lowers a price, never raises it',
);

export const syncCustomers = syncEndpoint(
  'syncCustomers',
  '/api/integrations/sync/customers',
  'customers',
  'customers by ERP code (name, title, tax office and number, contact, country, currency, language, export registration, active, price group: absent keeps it, null clears it; salesman codes and delivery addresses by code, each a replace-set when sent)',
);
export const syncSalesmen = syncEndpoint(
  'syncSalesmen',
  '/api/integrations/sync/salesmen',
  'customers',
  'salesmen by code (name, email, phone, active; the customer codes they serve, a replace-set when sent)',
);
export const syncFinanceTransactions = syncEndpoint(
  'syncFinanceTransactions',
  '/api/integrations/sync/finance-transactions',
  'finance',
  'ledger rows by the ERP’s id (customer code, fiche number and type, dates, debit or credit, amount, currency; deleted: true removes one): what /customer-finance shows',
);
export const syncOrderUpdates = syncEndpoint(
  'syncOrderUpdates',
  '/api/integrations/sync/order-updates',
  'orders',
  'order updates by the portal’s document number: status, ERP reference and modifier, items by id or ERP line code (quantity, shipped quantity, status, deleted; new ones added by the ERP); totals recomputed; the dealer is mailed when the status changes; an order cancelled in the portal refuses updates',
);
export const syncVehicles = syncEndpoint(
  'syncVehicles',
  '/api/integrations/sync/vehicles',
  'catalog',
  'fitment vehicles by code (make, model, year range, engine, active; wheel fitment: PCD, centre bore, offset range, rim diameters, tyre sizes; battery fitment: Ah, CCA, largest box, terminal layout; each fitment all fields or none, none removes it): what the configurator and the battery search match on (ADR 0052)',
);

export const syncBatterySpecs = syncEndpoint(
  'syncBatterySpecs',
  '/api/integrations/sync/battery-specs',
  'catalog',
  'battery spec sheets by product code (capacity Ah, CCA, length, width and height in mm, terminal layout 0 or 1; deleted: true removes one): what the battery search matches on (ADR 0052, 0055)',
);
export const syncExpertOpinions = syncEndpoint(
  'syncExpertOpinions',
  '/api/integrations/sync/expert-opinions',
  'catalog',
  'Gutachten and ABE by number, rim product code and vehicle code (kind gutachten or abe; the PDF as documentId, a certificate already in the document store, null for none, or as pdf, the file in base64, at most 4 MiB, stored as a certificate; neither leaves the PDF as it is; deleted: true removes one) (ADR 0055)',
);

export const uploadSyncFile = defineEndpoint({
  id: 'uploadSyncFile',
  method: 'POST',
  path: '/api/integrations/sync/{entity}/upload',
  tag: 'integrations',
  summary: `Upload a CSV or xlsx file of one sync entity (multipart field \`file\`; the columns of the JSON rows, nested ones as \`names.tr\`, product properties as \`properties.<key>\`): the same checks and report as the JSON call. ${RULES}`,
  auth: { anyOf: ['integration.update'] },
  extension: true,
  params: SyncEntityParamsSchema,
  bodyType: 'multipart',
  files: { file: { description: 'The file (xlsx or csv), a header row then the rows', required: true } },
  status: 200,
  response: SyncReportSchema,
});

export const downloadSyncTemplate = defineEndpoint({
  id: 'downloadSyncTemplate',
  method: 'GET',
  path: '/api/integrations/sync/{entity}/template',
  tag: 'integrations',
  summary: 'A CSV template of one sync entity: its columns and an example row',
  auth: { anyOf: ['integration.list'] },
  extension: true,
  params: SyncEntityParamsSchema,
  download: true,
  status: 200,
});

const CHANGES_RULES =
  'Read in commit order: a change appears only once every transaction that started before it has ended, so a reader that follows `next` never skips one that committed late; the same cursor always answers the same changes; `hasMore` says to ask again at once.';

export const listOrderChanges = defineEndpoint({
  id: 'listOrderChanges',
  method: 'GET',
  path: '/api/integrations/changes/orders',
  tag: 'integrations',
  summary: `Change feed (integration key, scope orders): orders placed or cancelled in the portal since a cursor. ${CHANGES_RULES}`,
  auth: { integration: 'orders' },
  extension: true,
  query: ListChangesQuerySchema,
  status: 200,
  response: OrderChangesSchema,
});

export const listCustomerChanges = defineEndpoint({
  id: 'listCustomerChanges',
  method: 'GET',
  path: '/api/integrations/changes/customers',
  tag: 'integrations',
  summary: `Change feed (integration key, scope customers): customers created in the portal (approved registrations) since a cursor. ${CHANGES_RULES}`,
  auth: { integration: 'customers' },
  extension: true,
  query: ListChangesQuerySchema,
  status: 200,
  response: CustomerChangesSchema,
});

export const listOrderHandOffs = defineEndpoint({
  id: 'listOrderHandOffs',
  method: 'GET',
  path: '/api/integrations/order-hand-offs',
  tag: 'integrations',
  summary:
    'Orders the ERP has not taken yet, newest first: waiting (Pending), given up after the retries (Failed, with the last error) or refused by the ERP (Rejected, with its answer); `status` narrows to one',
  auth: { anyOf: ['integration.list'] },
  extension: true,
  query: ListOrderHandOffsQuerySchema,
  status: 200,
  response: OrderHandOffListSchema,
});

export const resendOrderHandOff = defineEndpoint({
  id: 'resendOrderHandOff',
  method: 'POST',
  path: '/api/integrations/order-hand-offs/{orderId}/resend',
  tag: 'integrations',
  summary:
    'Send a Failed or Rejected order to the ERP again (as it is now, a cancellation included): it becomes Pending and its delivery is queued; twice is once (400 ORDER_HAND_OFF_NOT_RESENDABLE while one is queued, or when the order was taken)',
  auth: { anyOf: ['integration.update'] },
  extension: true,
  params: OrderHandOffParamsSchema,
  status: 204,
});

export const integrationsEndpoints = [
  listIntegrationKeys,
  createIntegrationKey,
  revokeIntegrationKey,
  syncCategories,
  syncProperties,
  syncPropertyValues,
  syncProducts,
  syncWarehouses,
  syncStocks,
  syncPrices,
  syncCustomerDiscounts,
  syncPriceLists,
  syncPriceListPrices,
  syncPriceListAssignments,
  syncCampaigns,
  syncCustomers,
  syncSalesmen,
  syncFinanceTransactions,
  syncOrderUpdates,
  syncVehicles,
  syncBatterySpecs,
  syncExpertOpinions,
  uploadSyncFile,
  downloadSyncTemplate,
  listOrderChanges,
  listCustomerChanges,
  listOrderHandOffs,
  resendOrderHandOff,
];
