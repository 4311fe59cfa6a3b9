import { PERMISSION_AREAS } from '@dealerport/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Brings the permissions table in line with the contract's catalogue, and gives every admin-type
 * role every code (so codes added by later releases reach administrators at once).
 */
export async function syncPermissionCatalogue(db: Db): Promise<void> {
  const rows = PERMISSION_AREAS.flatMap((a, ai) =>
    a.actions.map((action, i) => ({ code: `${a.area}.${action}`, area: a.area, action, sort_order: ai * 10 + i })),
  );
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('permissions')
      .values(rows)
      .onConflict((oc) => oc.column('code').doUpdateSet((eb) => ({ area: eb.ref('excluded.area'), action: eb.ref('excluded.action'), sort_order: eb.ref('excluded.sort_order') })))
      .execute();
    await trx
      .deleteFrom('permissions')
      .where(
        'code',
        'not in',
        rows.map((r) => r.code),
      )
      .execute();
    await sql`insert into role_permissions (role_id, permission_code)
      select r.id, p.code from roles r cross join permissions p where r.role_type = 'admin'
      on conflict do nothing`.execute(trx);
  });
}
