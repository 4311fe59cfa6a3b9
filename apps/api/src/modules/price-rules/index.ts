export { registerPriceRuleRoutes } from './price-rules.routes';
