export { registerOrderParameterRoutes } from './order-parameters.routes';
export { paymentMethodsForCategories, paymentMethodsForCategory, standardPaymentMethod } from './payment-methods';
