import { accessApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as access from './access.service';

export function registerAccessRoutes(app: FastifyInstance) {
  route(app, accessApi.listAccessCategories, (_req, ctx) => access.listAccessCategories(ctx));
  route(app, accessApi.listAccessProperties, ({ params, query }, ctx) => access.listAccessProperties(ctx, params.categoryId, query));
  route(app, accessApi.listAccessPropertyDetails, ({ params, query }, ctx) =>
    access.listAccessPropertyDetails(ctx, params.propertyId, query),
  );
  route(app, accessApi.setCategoryAccess, ({ body }, ctx) => access.setCategoryAccess(ctx, body));
  route(app, accessApi.getCustomerAccesses, ({ params }, ctx) => access.getCustomerAccesses(ctx, params.customerId));
  route(app, accessApi.updateCustomerAccesses, ({ params, body }, ctx) => access.updateCustomerAccesses(ctx, params.customerId, body));
  route(app, accessApi.listAdminWarehouses, (_req, ctx) => access.listAdminWarehouses(ctx));
}
