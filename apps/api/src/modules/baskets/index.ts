export { registerBasketRoutes } from './baskets.routes';
export {
  type EvaluatedCart,
  type EvaluatedLine,
  evaluateCart,
  loadRouting,
  warehousesForDelivery,
} from './baskets.service';
export { type LinePrice, priceLine, sumLines, type Totals } from './cart-pricing';
