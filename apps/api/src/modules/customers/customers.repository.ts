import type { Db } from '../../db/database';

const customerRefColumns = ['c.id', 'c.name', 'c.code', 'c.country_code'] as const;

export async function findActiveCustomer(db: Db, customerId: string) {
  return db
    .selectFrom('customers as c')
    .select(customerRefColumns)
    .where('c.id', '=', customerId)
    .where('c.is_active', '=', true)
    .executeTakeFirst();
}

export async function isAssignedToSalesman(db: Db, salesmanId: string, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('salesman_customers')
    .select('customer_id')
    .where('salesman_id', '=', salesmanId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The selection list for a scope: one customer, a salesman's assignments, or every active customer. */
export async function listCustomersInScope(
  db: Db,
  scope: { kind: 'one'; customerId: string } | { kind: 'salesman'; salesmanId: string } | { kind: 'all' } | { kind: 'none' },
) {
  if (scope.kind === 'none') return [];
  let q = db.selectFrom('customers as c').select(customerRefColumns).where('c.is_active', '=', true);
  if (scope.kind === 'one') q = q.where('c.id', '=', scope.customerId);
  if (scope.kind === 'salesman') {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('salesman_customers as sc')
          .select('sc.customer_id')
          .whereRef('sc.customer_id', '=', 'c.id')
          .where('sc.salesman_id', '=', scope.salesmanId),
      ),
    );
  }
  return q.orderBy('c.name').orderBy('c.code').execute();
}
