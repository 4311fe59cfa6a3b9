export { registerOrderRoutes } from './orders.routes';
