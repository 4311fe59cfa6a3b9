import { homeApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routing';
import * as customers from '../customers';

export function registerHomeRoutes(app: FastifyInstance) {
  route(app, homeApi.listSelectableCustomers, (_req, ctx) => customers.listSelectableCustomers(ctx));
}
