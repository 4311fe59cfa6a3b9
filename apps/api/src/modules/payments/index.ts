export { registerPaymentRoutes } from './payments.routes';
