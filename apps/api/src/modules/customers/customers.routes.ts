import { customersApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as addresses from './addresses.service';
import * as customers from './customers.service';
import * as finance from './finance.service';
import * as financeExport from './finance-export.service';

export function registerCustomerRoutes(app: FastifyInstance) {
  route(app, customersApi.listCustomers, ({ query }, ctx) => customers.listCustomers(ctx, query));
  route(app, customersApi.findCustomersByName, ({ params }, ctx) => customers.findCustomersByName(ctx, params.name));
  route(app, customersApi.listAddresses, (_req, ctx) => addresses.listAddresses(ctx));
  route(app, customersApi.createAddress, ({ body }, ctx) => addresses.createAddress(ctx, body));
  route(app, customersApi.updateAddress, ({ params, body }, ctx) => addresses.updateAddress(ctx, params.addressId, body));
  route(app, customersApi.deleteAddress, ({ params }, ctx) => addresses.deleteAddress(ctx, params.addressId));
  route(app, customersApi.getCustomerAccount, ({ query }, ctx) => finance.getCustomerAccount(ctx, query));
  route(app, customersApi.exportCustomerLedger, ({ query }, ctx) => financeExport.exportCustomerLedger(ctx, query));
  route(app, customersApi.getCustomerBalanceHistory, ({ query }, ctx) => finance.getBalanceHistory(ctx, query));
  route(app, customersApi.getFinanceFiche, ({ params }, ctx) => finance.getFinanceFiche(ctx, params.ficheNo));
}
