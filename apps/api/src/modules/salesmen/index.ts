export { registerSalesmanRoutes } from './salesmen.routes';
