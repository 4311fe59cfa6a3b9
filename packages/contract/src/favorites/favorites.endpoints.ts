import { defineEndpoint } from '../common/endpoint';
import { FavoriteProductIdParamSchema, FavoriteProductListSchema } from './favorites.schemas';

export const listFavorites = defineEndpoint({
  id: 'listFavorites',
  method: 'GET',
  path: '/api/home/favorites',
  tag: 'home',
  summary:
    "The caller's favourite products for the acting customer, newest first, as product list items (prices, stock, flags, images as the customer sees them) with their categoryId; products hidden for the customer, inactive or in an inactive category are left out",
  auth: 'customer',
  status: 200,
  response: FavoriteProductListSchema,
});

export const addFavorite = defineEndpoint({
  id: 'addFavorite',
  method: 'POST',
  path: '/api/home/favorites/{productId}',
  tag: 'home',
  summary: 'Adds a product to the caller’s favourites for the acting customer (idempotent); an unknown, inactive or hidden product is 404',
  auth: 'customer',
  params: FavoriteProductIdParamSchema,
  status: 204,
});

export const removeFavorite = defineEndpoint({
  id: 'removeFavorite',
  method: 'DELETE',
  path: '/api/home/favorites/{productId}',
  tag: 'home',
  summary: 'Removes a product from the caller’s favourites for the acting customer (idempotent: 204 when it was not one)',
  auth: 'customer',
  params: FavoriteProductIdParamSchema,
  status: 204,
});

export const favoritesEndpoints = [listFavorites, addFavorite, removeFavorite];
