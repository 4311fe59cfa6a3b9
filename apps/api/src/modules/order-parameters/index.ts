export { registerOrderParameterRoutes } from './order-parameters.routes';
export { paymentMethodsForCategories, paymentMethodsForCategory, paymentSetupSubscriber, standardPaymentMethod } from './payment-methods';
