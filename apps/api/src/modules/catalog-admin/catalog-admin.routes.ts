import { catalogAdminApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { readMultipart } from '../../lib/multipart';
import { route } from '../../plugins/routing';
import * as service from './catalog-admin.service';

export function registerCatalogAdminRoutes(app: FastifyInstance) {
  const api = catalogAdminApi;
  route(app, api.listAdminProducts, ({ query }, ctx) => service.listAdminProducts(ctx, query));

  route(app, api.listAdditionalDetails, ({ query }, ctx) => service.listAdditionalDetails(ctx, query));
  route(app, api.createAdditionalDetail, async ({ request }, ctx) =>
    service.createAdditionalDetail(ctx, await readMultipart(request, api.createAdditionalDetail.body, { fileFields: ['image'] })),
  );
  route(app, api.updateAdditionalDetail, async ({ request }, ctx) =>
    service.updateAdditionalDetail(ctx, await readMultipart(request, api.updateAdditionalDetail.body, { fileFields: ['image'] })),
  );
  route(app, api.deleteAdditionalDetail, ({ params }, ctx) => service.deleteAdditionalDetail(ctx, params.productAdditionalDetailId));

  route(app, api.listCategoryMaps, (_input, ctx) => service.listCategoryMaps(ctx));
  route(app, api.createCategoryMap, async ({ request }, ctx) =>
    service.createCategoryMap(ctx, await readMultipart(request, api.createCategoryMap.body, { fileFields: ['icon'] })),
  );
  route(app, api.updateCategoryMap, async ({ request }, ctx) =>
    service.updateCategoryMap(ctx, await readMultipart(request, api.updateCategoryMap.body, { fileFields: ['icon'] })),
  );
  route(app, api.deleteCategoryMap, ({ params }, ctx) => service.deleteCategoryMap(ctx, params.id));
}
