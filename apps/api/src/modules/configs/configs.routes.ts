import { configsApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as configs from './configs.service';

export function registerConfigRoutes(app: FastifyInstance) {
  route(app, configsApi.listConfigs, (_req, ctx) => configs.listConfigs(ctx));
  route(app, configsApi.createConfig, ({ body }, ctx) => configs.createConfig(ctx, body));
  route(app, configsApi.listConfigsByOperation, ({ params }, ctx) => configs.listConfigsByOperation(ctx, params.operation));
  route(app, configsApi.getConfig, ({ params }, ctx) => configs.getConfig(ctx, params.key));
  route(app, configsApi.updateConfig, ({ params, body }, ctx) => configs.updateConfig(ctx, params.id, body));
  route(app, configsApi.getClientConfigs, (_req, ctx) => configs.getClientConfigs(ctx));
}
