import { orderParametersApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as service from './order-parameters.service';

export function registerOrderParameterRoutes(app: FastifyInstance) {
  route(app, orderParametersApi.listOrderParameters, ({ query }, ctx) => service.listOrderParameters(ctx, query));
  route(app, orderParametersApi.createOrderParameter, ({ body }, ctx) => service.createOrderParameter(ctx, body));
  route(app, orderParametersApi.updateOrderParameter, ({ body }, ctx) => service.updateOrderParameter(ctx, body));
  route(app, orderParametersApi.deleteOrderParameter, ({ params }, ctx) => service.deleteOrderParameter(ctx, params.id));
}
