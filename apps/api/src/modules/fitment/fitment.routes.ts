import { fitmentApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as fitment from './fitment.service';

export function registerFitmentRoutes(app: FastifyInstance) {
  route(app, fitmentApi.listVehicleMakes, (_req, ctx) => fitment.listMakes(ctx));
  route(app, fitmentApi.listVehicleModels, ({ query }, ctx) => fitment.listModels(ctx, query.make));
  route(app, fitmentApi.listVehicles, ({ query }, ctx) => fitment.listVehicles(ctx, query));
  route(app, fitmentApi.getConfigurator, ({ params }, ctx) => fitment.getConfigurator(ctx, params.vehicleId));
  route(app, fitmentApi.searchBatteries, ({ query }, ctx) => fitment.searchBatteries(ctx, query));
  route(app, fitmentApi.searchExpertOpinions, ({ query }, ctx) => fitment.searchExpertOpinions(ctx, query));
  route(app, fitmentApi.downloadExpertOpinion, ({ params }, ctx) => fitment.downloadExpertOpinion(ctx, params.id));
}
