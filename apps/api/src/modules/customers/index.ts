export { customerScopeOf, listSelectableCustomers, type PrefetchedCustomer, resolveActingCustomer } from './customer-scope.service';
export { assignedToCallersSalesmanSql, type CustomerScope, customerInScopeSql, requestedOrOwnCustomerIdSql } from './customer-scope.sql';
export { registerCustomerRoutes } from './customers.routes';
