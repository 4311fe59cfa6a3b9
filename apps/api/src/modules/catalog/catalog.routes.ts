import { catalogApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as categories from './categories.service';
import * as facets from './facets.service';
import * as priceExplanation from './price-explanation.service';
import * as priceList from './price-list.service';
import * as products from './products.service';
import * as search from './search.service';
import * as stocks from './stocks.service';

export function registerCatalogRoutes(app: FastifyInstance) {
  route(app, catalogApi.listCategories, (_req, ctx) => categories.listCategoryTree(ctx));
  route(app, catalogApi.downloadPriceList, ({ query }, ctx) => priceList.downloadPriceList(ctx, query));
  route(app, catalogApi.listProducts, ({ body }, ctx) => products.listProducts(ctx, body));
  route(app, catalogApi.getProductDetail, ({ params }, ctx) => products.getProductDetail(ctx, params.id));
  route(app, catalogApi.getProductDetailByCode, ({ params }, ctx) => products.getProductDetailByCode(ctx, params.code));
  route(app, catalogApi.listProductFacets, ({ query }, ctx) => facets.listFacets(ctx, query.CategoryId, query.SearchText));
  route(app, catalogApi.getProductStocks, ({ params }, ctx) => stocks.getProductStocks(ctx, params.productId));
  route(app, catalogApi.getProductDetails, ({ body }, ctx) => products.getProductDetails(ctx, body.productIds));
  route(app, catalogApi.getPriceExplanation, ({ params, query }, ctx) => priceExplanation.explainPrice(ctx, params.id, query));
  route(app, catalogApi.searchProductsByText, ({ query }, ctx) => search.searchByText(ctx, query.q));
}
