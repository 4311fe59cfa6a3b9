import { favoritesApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as favorites from './favorites.service';

export function registerFavoriteRoutes(app: FastifyInstance) {
  route(app, favoritesApi.listFavorites, (_req, ctx) => favorites.listFavorites(ctx));
  route(app, favoritesApi.addFavorite, ({ params }, ctx) => favorites.addFavorite(ctx, params.productId));
  route(app, favoritesApi.removeFavorite, ({ params }, ctx) => favorites.removeFavorite(ctx, params.productId));
}
