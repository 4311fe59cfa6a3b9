import { definitionsApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as definitions from './definitions.service';

export function registerDefinitionRoutes(app: FastifyInstance) {
  route(app, definitionsApi.listRoleDefinitions, ({ query }, ctx) => definitions.listRoles(ctx, query));
  route(app, definitionsApi.listAllRoleDefinitions, (_req, ctx) => definitions.listAllRoles(ctx));
  route(app, definitionsApi.listUserDefinitions, ({ query }, ctx) => definitions.listUsers(ctx, query));
  route(app, definitionsApi.listAllUserDefinitions, (_req, ctx) => definitions.listAllUsers(ctx));
  route(app, definitionsApi.listCustomerDefinitions, ({ query }, ctx) => definitions.listCustomers(ctx, query));
  route(app, definitionsApi.findCustomerDefinitionsByName, ({ params }, ctx) => definitions.findCustomersByName(ctx, params.name));
  route(app, definitionsApi.listSalesmanDefinitions, ({ query }, ctx) => definitions.listSalesmen(ctx, query));
  route(app, definitionsApi.findSalesmanDefinitionsByName, ({ params }, ctx) => definitions.findSalesmenByName(ctx, params.name));
  route(app, definitionsApi.listCountryDefinitions, ({ query }, ctx) => definitions.listCountries(ctx, query));
  route(app, definitionsApi.listAllCountryDefinitions, (_req, ctx) => definitions.listAllCountries(ctx));
  route(app, definitionsApi.listOrderStatuses, async (_req, ctx) => definitions.listOrderStatuses(ctx));
  route(app, definitionsApi.listProductSortParams, async (_req, ctx) => definitions.listProductSortParams(ctx));
  route(app, definitionsApi.listConfigDataTypes, async (_req, ctx) => definitions.listConfigDataTypes(ctx));
  route(app, definitionsApi.listAdminCategoryDefinitions, (_req, ctx) => definitions.listAdminCategories(ctx));
  route(app, definitionsApi.listCategoryPropertyDefinitions, ({ query }, ctx) => definitions.listCategoryProperties(ctx, query.CategoryId));
  route(app, definitionsApi.listCategoryPropertiesForAdditional, ({ query }, ctx) =>
    definitions.listCategoryProperties(ctx, query.CategoryId, { withDetailsOnly: true }),
  );
  route(app, definitionsApi.listCategoryIcons, (_req, ctx) => definitions.listCategoryIcons(ctx));
}
