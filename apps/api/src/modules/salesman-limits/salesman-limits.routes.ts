import { salesmanLimitsApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readMultipart } from '../../lib/multipart';
import { route } from '../../plugins/route';
import * as service from './salesman-limits.service';

/** The upload form has no text fields; its one file is `file`. */
const UploadFields = z
  .object({})
  .passthrough()
  .transform(() => ({}) as Record<string, never>);

export function registerSalesmanLimitRoutes(app: FastifyInstance) {
  const api = salesmanLimitsApi;
  route(app, api.listSalesmanLimits, ({ query }, ctx) => service.listSalesmanLimits(ctx, query));
  route(app, api.uploadSalesmanLimits, async ({ request }, ctx) =>
    service.uploadSalesmanLimits(ctx, await readMultipart(request, UploadFields, { fileFields: ['file'] })),
  );
  route(app, api.listSalesmanLimitTransactions, ({ params }, ctx) => service.listSalesmanLimitTransactions(ctx, params.salesmanLimitId));
}
