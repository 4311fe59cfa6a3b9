export { listSelectableCustomers, type PrefetchedCustomer, resolveActingCustomer } from './customer-scope.service';
export { assignedToCallersSalesmanSql, requestedOrOwnCustomerIdSql } from './customer-scope.sql';
export { registerCustomerRoutes } from './customers.routes';
