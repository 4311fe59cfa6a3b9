export { registerPivotRoutes } from './pivot.routes';
