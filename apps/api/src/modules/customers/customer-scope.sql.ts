import { sql } from 'kysely';

// Fragments of the customer scope rule (customer-scope.service.ts) that the users area's caller statement
// (users.repository findActorRow) composes, so the guard loads caller and customer in one round trip
// (ADR 0023). Both expect the aliases `u` (users) and `c` (customers) of that statement.

/** The customer a request asks for (a UUID already checked), else the caller's own. */
export const requestedOrOwnCustomerIdSql = (requestedCustomerId: string | undefined) =>
  sql<string | null>`coalesce(${requestedCustomerId ?? null}::uuid, u.customer_id)`;

/** Whether customer `c` is one of the customers assigned to user `u`'s salesman. */
export const assignedToCallersSalesmanSql = () =>
  sql<boolean>`(c.id is not null and exists (select 1 from salesman_customers sc where sc.salesman_id = u.salesman_id and sc.customer_id = c.id))`;
