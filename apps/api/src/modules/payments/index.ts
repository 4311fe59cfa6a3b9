export { registerPaymentRoutes } from './payments.routes';
export { refundJobHandler } from './payments.service';
