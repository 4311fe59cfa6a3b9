import { salesmenApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as salesmen from './salesmen.service';

export function registerSalesmanRoutes(app: FastifyInstance) {
  route(app, salesmenApi.listSalesmen, ({ query }, ctx) => salesmen.listSalesmen(ctx, query));
  route(app, salesmenApi.listSalesmanCustomers, ({ params }, ctx) => salesmen.listSalesmanCustomers(ctx, params.salesmanId));
  route(app, salesmenApi.setSalesmanCustomers, ({ params, body }, ctx) => salesmen.setSalesmanCustomers(ctx, params.salesmanId, body));
}
