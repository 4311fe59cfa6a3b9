import { ordersApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as service from './order-parameters.service';

export function registerOrderParameterRoutes(app: FastifyInstance) {
  route(app, ordersApi.listOrderParameters, ({ query }, ctx) => service.listOrderParameters(ctx, query));
  route(app, ordersApi.createOrderParameter, ({ body }, ctx) => service.createOrderParameter(ctx, body));
  route(app, ordersApi.updateOrderParameter, ({ body }, ctx) => service.updateOrderParameter(ctx, body));
  route(app, ordersApi.deleteOrderParameter, ({ params }, ctx) => service.deleteOrderParameter(ctx, params.id));
}
