export { registerOrderParameterRoutes } from './order-parameters.routes';
