export { registerOrderParameterRoutes } from './order-parameters.routes';
export {
  paymentMethodNamer,
  paymentMethodsForCategories,
  paymentMethodsForCategory,
  paymentSetupSubscriber,
  standardPaymentMethod,
} from './payment-methods';
