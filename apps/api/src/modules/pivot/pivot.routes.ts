import { pivotApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as pivot from './pivot.service';
import * as pivotExport from './pivot-export.service';

export function registerPivotRoutes(app: FastifyInstance) {
  route(app, pivotApi.getOrderPivot, ({ body }, ctx) => pivot.getOrderPivot(ctx, body));
  route(app, pivotApi.exportOrderPivot, ({ query, body }, ctx) => pivotExport.exportOrderPivot(ctx, query, body));
}
