export { registerCatalogAdminRoutes } from './catalog-admin.routes';
