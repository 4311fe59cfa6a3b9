import { type Culture, PERMISSION_AREAS } from '@dealerport/contract';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, RolesTable } from '../../db/schema';
import { containsPattern, foldSql } from '../../lib/search';

/**
 * Brings the permissions table in line with the contract's catalogue, and gives every admin-type
 * role every code (so codes added by later releases reach administrators at once).
 */
export async function syncPermissionCatalogue(db: Db): Promise<void> {
  const rows = PERMISSION_AREAS.flatMap((a, ai) =>
    a.actions.map((action, i) => ({ code: `${a.area}.${action}`, area: a.area, action, sort_order: ai * 10 + i })),
  );
  await db.transaction().execute(async (trx) => {
    // Several processes start at once (WORKERS): one at a time, each finding the work done or doing it.
    await sql`select pg_advisory_xact_lock(hashtext('dealerport.permission-catalogue'))`.execute(trx);
    await trx
      .insertInto('permissions')
      .values(rows)
      .onConflict((oc) =>
        oc.column('code').doUpdateSet((eb) => ({
          area: eb.ref('excluded.area'),
          action: eb.ref('excluded.action'),
          sort_order: eb.ref('excluded.sort_order'),
        })),
      )
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

// ---- role administration ----

type Executor = Kysely<Database>;
type RoleType = RolesTable['role_type'];

const roleColumns = ['r.id', 'r.name', 'r.names', 'r.role_type', 'r.is_system'] as const;
const SORT_COLUMNS = { id: 'r.id', name: 'r.name', roleType: 'r.role_type' } as const;
export type RoleSortField = keyof typeof SORT_COLUMNS;
export const ROLE_SORT_FIELDS = Object.keys(SORT_COLUMNS) as RoleSortField[];

/** The role's name as a reader of `culture` reads it (lib/local-name.ts localName, in SQL; ADR 0062). */
const shownNameSql = (culture: Culture) => sql<string>`coalesce(nullif(r.names->>${culture}, ''), nullif(r.names->>'tr', ''), r.name)`;

export async function listRoles(
  db: Executor,
  opts: {
    culture: Culture;
    search?: string;
    roleType?: RoleType;
    sort: { field: RoleSortField; direction: 'asc' | 'desc' }[];
    limit: number;
    offset: number;
  },
) {
  let q = db.selectFrom('roles as r').where('r.deleted_at', 'is', null);
  const shown = shownNameSql(opts.culture);
  // Found and sorted by the name the reader reads.
  if (opts.search) q = q.where(foldSql(shown), 'like', containsPattern(opts.search));
  if (opts.roleType) q = q.where('r.role_type', '=', opts.roleType);
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  let page = q.select(roleColumns);
  for (const s of opts.sort) page = page.orderBy(s.field === 'name' ? shown : sql.ref(SORT_COLUMNS[s.field]), s.direction);
  const rows = await page.orderBy('r.id').limit(opts.limit).offset(opts.offset).execute();
  return { rows, total: Number(total.n) };
}

export async function findRole(db: Executor, id: number) {
  return db.selectFrom('roles as r').select(roleColumns).where('r.id', '=', id).where('r.deleted_at', 'is', null).executeTakeFirst();
}

/** A live role of the same name (case-insensitive) or named so in a language, other than `exceptId`. */
export async function findRoleByName(db: Executor, name: string, exceptId?: number) {
  const lower = name.toLowerCase();
  let q = db
    .selectFrom('roles as r')
    .select('r.id')
    .where(sql<boolean>`(lower(r.name) = ${lower} or exists (select 1 from jsonb_each_text(r.names) n where lower(n.value) = ${lower}))`)
    .where('r.deleted_at', 'is', null);
  if (exceptId !== undefined) q = q.where('r.id', '<>', exceptId);
  return q.executeTakeFirst();
}

export async function listRolePermissionCodes(db: Executor, roleId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('role_permissions as rp')
    .innerJoin('permissions as p', 'p.code', 'rp.permission_code')
    .select('rp.permission_code')
    .where('rp.role_id', '=', roleId)
    .orderBy('p.sort_order')
    .execute();
  return rows.map((r) => r.permission_code);
}

/** The live (not deleted) users holding a role. */
export async function listRoleUsers(db: Executor, roleId: number) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.account_name', 'u.email'])
    .where('u.role_id', '=', roleId)
    .where('u.deleted_at', 'is', null)
    .orderBy('u.account_name')
    .execute();
}

export async function countRoleUsers(db: Executor, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('users as u')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('u.role_id', '=', roleId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Locks a role row for a change (a concurrent delete and user assignment serialise on it). */
export async function lockRole(db: Executor, id: number) {
  return db
    .selectFrom('roles as r')
    .select(roleColumns)
    .where('r.id', '=', id)
    .where('r.deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertRole(db: Executor, values: { name: string; roleType: RoleType }) {
  return db
    .insertInto('roles')
    .values({ name: values.name, role_type: values.roleType })
    .returning(['id', 'name', 'names', 'role_type', 'is_system'])
    .executeTakeFirstOrThrow();
}

/** `names` absent: the role keeps its names per language. */
export async function updateRole(db: Executor, id: number, values: { name: string; names?: null; roleType: RoleType }) {
  return db
    .updateTable('roles')
    .set({
      name: values.name,
      ...(values.names === undefined ? {} : { names: values.names }),
      role_type: values.roleType,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returning(['id', 'name', 'names', 'role_type', 'is_system'])
    .executeTakeFirstOrThrow();
}

export async function replaceRolePermissions(db: Executor, roleId: number, codes: readonly string[]) {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (codes.length > 0) {
    await db
      .insertInto('role_permissions')
      .values(codes.map((code) => ({ role_id: roleId, permission_code: code })))
      .execute();
  }
}

/** Soft delete (migration 0003): deleted users keep referencing the row; the name is freed. */
export async function softDeleteRole(db: Executor, id: number) {
  await db.deleteFrom('role_permissions').where('role_id', '=', id).execute();
  await db.updateTable('roles').set({ deleted_at: sql`now()`, updated_at: sql`now()` }).where('id', '=', id).execute();
}
