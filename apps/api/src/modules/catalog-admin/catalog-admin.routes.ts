import { catalogAdminApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { readMultipart } from '../../lib/multipart';
import { route } from '../../plugins/route';
import * as service from './catalog-admin.service';

export function registerCatalogAdminRoutes(app: FastifyInstance) {
  const api = catalogAdminApi;
  route(app, api.listAdminProducts, ({ query }, ctx) => service.listAdminProducts(ctx, query));

  route(app, api.listAdditionalDetails, ({ query }, ctx) => service.listAdditionalDetails(ctx, query));
  route(app, api.createAdditionalDetail, async ({ request }, ctx) =>
    service.createAdditionalDetail(
      ctx,
      await readMultipart(request, api.createAdditionalDetail.body, { fileFields: Object.keys(api.createAdditionalDetail.files) }),
    ),
  );
  route(app, api.updateAdditionalDetail, async ({ request }, ctx) =>
    service.updateAdditionalDetail(
      ctx,
      await readMultipart(request, api.updateAdditionalDetail.body, { fileFields: Object.keys(api.updateAdditionalDetail.files) }),
    ),
  );
  route(app, api.deleteAdditionalDetail, ({ params }, ctx) => service.deleteAdditionalDetail(ctx, params.productAdditionalDetailId));

  route(app, api.listCategoryMaps, (_input, ctx) => service.listCategoryMaps(ctx));
  route(app, api.createCategoryMap, async ({ request }, ctx) =>
    service.createCategoryMap(
      ctx,
      await readMultipart(request, api.createCategoryMap.body, { fileFields: Object.keys(api.createCategoryMap.files) }),
    ),
  );
  route(app, api.updateCategoryMap, async ({ request }, ctx) =>
    service.updateCategoryMap(
      ctx,
      await readMultipart(request, api.updateCategoryMap.body, { fileFields: Object.keys(api.updateCategoryMap.files) }),
    ),
  );
  route(app, api.deleteCategoryMap, ({ params }, ctx) => service.deleteCategoryMap(ctx, params.id));
}
