import { homeApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as home from './home.service';

export function registerHomeRoutes(app: FastifyInstance) {
  route(app, homeApi.listSelectableCustomers, (_req, ctx) => home.listSelectableCustomers(ctx));
  route(app, homeApi.getHomeBanners, ({ params, query }, ctx) => home.listHomeBanners(ctx, params.groupTag, query));
  route(app, homeApi.getHomeBundle, ({ params }, ctx) => home.getHomeBundle(ctx, params.tag));
  route(app, homeApi.getSiteInfos, ({ request }, ctx) => home.getSiteInfos(ctx, request.headers['if-none-match']));
}
