export { registerCheckoutRoutes } from './checkout.routes';
export { ORDER_JOB_ATTEMPTS, ORDER_QUEUE } from './checkout.service';
export { failAbandonedOrder, orderPipelineHooks, runOrderJob } from './order-pipeline';
