export { registerPaymentRoutes } from './payments.routes';
export { refundAbandonedHandler, refundJobHandler } from './payments.service';
