import { priceRulesApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as campaigns from './campaigns.service';
import * as priceLists from './price-lists.service';

export function registerPriceRuleRoutes(app: FastifyInstance) {
  const api = priceRulesApi;
  route(app, api.listCampaigns, ({ query }, ctx) => campaigns.listCampaigns(ctx, query));
  route(app, api.getCampaign, ({ params }, ctx) => campaigns.getCampaign(ctx, params.id));
  route(app, api.createCampaign, ({ body }, ctx) => campaigns.createCampaign(ctx, body));
  route(app, api.updateCampaign, ({ params, body }, ctx) => campaigns.updateCampaign(ctx, params.id, body));
  route(app, api.deleteCampaign, ({ params }, ctx) => campaigns.deleteCampaign(ctx, params.id));
  route(app, api.listPriceLists, ({ query }, ctx) => priceLists.listPriceLists(ctx, query));
  route(app, api.getPriceList, ({ params }, ctx) => priceLists.getPriceList(ctx, params.id));
  route(app, api.listPriceListItems, ({ params, query }, ctx) => priceLists.listPriceListItems(ctx, params.id, query));
  route(app, api.updatePriceListAssignments, ({ params, body }, ctx) => priceLists.updatePriceListAssignments(ctx, params.id, body));
  route(app, api.listPriceGroups, (_input, ctx) => priceLists.listPriceGroups(ctx));
}
