export { registerBasketRoutes } from './baskets.routes';
export { addProductsToCart, type BatchLine, type EvaluatedCart, type EvaluatedLine, getCart } from './baskets.service';
export { failAbandonedOrder, orderPipelineHooks, runOrderJob } from './order-pipeline';
export { padProducts } from './pad-products';
export { ORDER_JOB_ATTEMPTS, ORDER_QUEUE } from './place-order.service';
export { resolveQuickOrder } from './quick-order.service';
export { readQuickOrderSheet } from './quick-order-sheet';
