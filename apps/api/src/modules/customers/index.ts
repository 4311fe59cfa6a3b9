export { resolveActingCustomer, listSelectableCustomers } from './customer-scope.service';
