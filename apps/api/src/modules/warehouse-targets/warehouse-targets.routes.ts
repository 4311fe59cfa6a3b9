import { warehouseTargetsApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as service from './warehouse-targets.service';

export function registerWarehouseTargetRoutes(app: FastifyInstance) {
  const api = warehouseTargetsApi;
  route(app, api.listWarehouseTargets, ({ query }, ctx) => service.listWarehouseTargets(ctx, query));
  route(app, api.createWarehouseTarget, ({ body }, ctx) => service.createWarehouseTarget(ctx, body));
  route(app, api.updateWarehouseTarget, ({ params, body }, ctx) => service.updateWarehouseTarget(ctx, params.id, body));
  route(app, api.deleteWarehouseTarget, ({ params }, ctx) => service.deleteWarehouseTarget(ctx, params.id));
}
