export { registerFavoriteRoutes } from './favorites.routes';
