import { integrationsApi as api } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readMultipart } from '../../lib/multipart';
import { route } from '../../plugins/route';
import * as changes from './changes.service';
import * as handOffs from './hand-offs.service';
import * as keys from './keys.service';
import * as sync from './sync.service';

/** The upload form has no text fields; its one file is `file`. */
const UploadFields = z
  .object({})
  .passthrough()
  .transform(() => ({}) as Record<string, never>);

/** A sync batch can be 5,000 rows of a few hundred bytes each: more than the default 1 MiB body. */
const SYNC_BODY_LIMIT = 16 * 1024 * 1024;

export function registerIntegrationRoutes(app: FastifyInstance) {
  route(app, api.listIntegrationKeys, (_input, ctx) => keys.listIntegrationKeys(ctx));
  route(app, api.createIntegrationKey, ({ body }, ctx) => keys.createIntegrationKey(ctx, body));
  route(app, api.revokeIntegrationKey, ({ params }, ctx) => keys.revokeIntegrationKey(ctx, params.id));
  route(app, api.listOrderHandOffs, ({ query }, ctx) => handOffs.listOrderHandOffs(ctx, query));
  route(app, api.resendOrderHandOff, ({ params }, ctx) => handOffs.resendOrderHandOff(ctx, params.orderId));

  const batches = [
    [api.syncCategories, 'categories'],
    [api.syncProperties, 'properties'],
    [api.syncPropertyValues, 'property-values'],
    [api.syncProducts, 'products'],
    [api.syncWarehouses, 'warehouses'],
    [api.syncStocks, 'stocks'],
    [api.syncPrices, 'prices'],
    [api.syncCustomerDiscounts, 'customer-discounts'],
    [api.syncPriceLists, 'price-lists'],
    [api.syncPriceListPrices, 'price-list-prices'],
    [api.syncPriceListAssignments, 'price-list-assignments'],
    [api.syncCampaigns, 'campaigns'],
    [api.syncCustomers, 'customers'],
    [api.syncSalesmen, 'salesmen'],
    [api.syncFinanceTransactions, 'finance-transactions'],
    [api.syncOrderUpdates, 'order-updates'],
    [api.syncVehicles, 'vehicles'],
    [api.syncBatterySpecs, 'battery-specs'],
    [api.syncExpertOpinions, 'expert-opinions'],
  ] as const;
  for (const [ep, entity] of batches) {
    route(app, ep, ({ body }, ctx) => sync.syncBatch(ctx, entity, body), { bodyLimit: SYNC_BODY_LIMIT });
  }

  route(app, api.uploadSyncFile, async ({ params, request }, ctx) =>
    sync.uploadSyncFile(ctx, params.entity, await readMultipart(request, UploadFields, { fileFields: ['file'] })),
  );
  route(app, api.downloadSyncTemplate, async ({ params }, ctx) => sync.downloadSyncTemplate(ctx, params.entity));

  route(app, api.listOrderChanges, ({ query }, ctx) => changes.listOrderChanges(ctx, query));
  route(app, api.listCustomerChanges, ({ query }, ctx) => changes.listCustomerChanges(ctx, query));
}
