import { sql } from 'kysely';

// Fragments of the customer scope rule (customer-scope.service.ts). The first two are composed by the users
// area's caller statement (users.repository findActorRow, aliases `u` and `c`), so the guard loads caller
// and customer in one round trip (ADR 0023); customerInScopeSql by every repository that lists customers.

/** The customer a request asks for (a UUID already checked), else the caller's own. */
export const requestedOrOwnCustomerIdSql = (requestedCustomerId: string | undefined) =>
  sql<string | null>`coalesce(${requestedCustomerId ?? null}::uuid, u.customer_id)`;

/** Whether customer `c` is one of the customers assigned to user `u`'s salesman. */
export const assignedToCallersSalesmanSql = () =>
  sql<boolean>`(c.id is not null and exists (select 1 from salesman_customers sc where sc.salesman_id = u.salesman_id and sc.customer_id = c.id))`;

/**
 * Whose customers a caller sees wherever customers are listed or named (docs/architecture.md "Customer
 * lists", ADR 0030): every one, a salesman's assigned ones, one (a dealer's own) or none. Chosen by
 * customer-scope.service.ts customerScopeOf, never built by a caller itself.
 */
export type CustomerScope =
  | { kind: 'all' }
  | { kind: 'salesman'; salesmanId: string }
  | { kind: 'one'; customerId: string }
  | { kind: 'none' };

/** Whether the customer whose id is in `customerIdColumn` (e.g. `c.id`) is in the scope. */
export function customerInScopeSql(scope: CustomerScope, customerIdColumn: string) {
  const id = sql.ref(customerIdColumn);
  switch (scope.kind) {
    case 'all':
      return sql<boolean>`true`;
    case 'none':
      return sql<boolean>`false`;
    case 'one':
      return sql<boolean>`${id} = ${scope.customerId}::uuid`;
    case 'salesman':
      return sql<boolean>`exists (select 1 from salesman_customers scope_sc where scope_sc.salesman_id = ${scope.salesmanId}::uuid and scope_sc.customer_id = ${id})`;
  }
}
