export { registerBasketRoutes } from './baskets.routes';
export type { EvaluatedCart, EvaluatedLine } from './baskets.service';
export { type LinePrice, priceLine, sumLines, type Totals } from './cart-pricing';
export { failAbandonedOrder, orderPipelineHooks, runOrderJob } from './order-pipeline';
export { ORDER_JOB_ATTEMPTS, ORDER_QUEUE } from './place-order.service';
