import { bannersApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { readMultipart } from '../../lib/multipart';
import { route } from '../../plugins/route';
import * as banners from './banners.service';

export function registerBannerRoutes(app: FastifyInstance) {
  const api = bannersApi;
  route(app, api.listBanners, ({ query }, ctx) => banners.listBanners(ctx, query));
  route(app, api.createBanner, async ({ request }, ctx) =>
    banners.createBanner(ctx, await readMultipart(request, api.createBanner.body, { fileFields: Object.keys(api.createBanner.files) })),
  );
  route(app, api.updateBanner, async ({ request }, ctx) =>
    banners.updateBanner(ctx, await readMultipart(request, api.updateBanner.body, { fileFields: Object.keys(api.updateBanner.files) })),
  );
  route(app, api.getBannerGroup, ({ params }, ctx) => banners.getBannerGroup(ctx, params.groupTag));
  route(app, api.deleteBanner, ({ params }, ctx) => banners.deleteBanner(ctx, params.id));
}
