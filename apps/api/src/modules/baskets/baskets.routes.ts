import { basketsApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routing';
import * as baskets from './baskets.service';

export function registerBasketRoutes(app: FastifyInstance) {
  route(app, basketsApi.getCart, (_input, ctx) => baskets.getCart(ctx));
  route(app, basketsApi.getSimplifiedCart, (_input, ctx) => baskets.getSimplifiedCart(ctx));
  route(app, basketsApi.getCartItemCount, (_input, ctx) => baskets.getCartItemCount(ctx));
  route(app, basketsApi.addCartProduct, ({ body }, ctx) => baskets.addCartProduct(ctx, body));
  route(app, basketsApi.removeCartProducts, ({ body }, ctx) => baskets.removeCartProducts(ctx, body.productIds));
  route(app, basketsApi.removeCartProduct, ({ params }, ctx) => baskets.removeCartProduct(ctx, params.productId));
  route(app, basketsApi.listPaymentMethods, ({ params }, ctx) => baskets.listPaymentMethods(ctx, params.categoryId));
  route(app, basketsApi.applyPaymentMethod, ({ body }, ctx) => baskets.applyPaymentMethod(ctx, body));
}
