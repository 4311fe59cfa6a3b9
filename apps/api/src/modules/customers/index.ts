export { listSelectableCustomers, resolveActingCustomer } from './customer-scope.service';
