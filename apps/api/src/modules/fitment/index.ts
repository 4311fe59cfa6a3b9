export { registerFitmentRoutes } from './fitment.routes';
