export { registerCatalogAdminRoutes } from './catalog-admin.routes';
export { additionalDetailsFor, type ProductForDetails } from './product-additional-details';
