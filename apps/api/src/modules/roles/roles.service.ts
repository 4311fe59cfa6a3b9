import {
  type Culture,
  type PagedList,
  type PagedQuery,
  PERMISSION_ACTION_NAMES,
  PERMISSION_AREAS,
  PERMISSION_CODES,
  type PermissionTreeNode,
  ROLE_TYPE_NAMES,
  type Role,
  type RoleBody,
  RoleColumnFiltersSchema,
  type RoleType,
  type RoleWithPermissions,
  type RoleWithUsers,
} from '@dealerport/contract';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { offsetOf, parseColumnFilters, parseOrderBy, toPagedList } from '../../lib/paging';
import { writeAudit } from '../../platform/audit/audit';
import type { SignedInContext } from '../../plugins/context';
import * as repo from './roles.repository';

export const roleTypeName = (roleType: RoleType, culture: Culture) => ROLE_TYPE_NAMES[roleType][culture];

function toRole(row: { id: number; name: string; role_type: RoleType }, culture: Culture): Role {
  return { id: row.id, name: row.name, roleType: row.role_type, roleTypeName: roleTypeName(row.role_type, culture) };
}

/** What the audit log keeps of a role. */
const auditShape = (row: { id: number; name: string; role_type: RoleType }, permissions: string[]) => ({
  id: row.id,
  name: row.name,
  roleType: row.role_type,
  permissions,
});

export async function listRoles(ctx: SignedInContext, query: PagedQuery): Promise<PagedList<Role>> {
  const sort = parseOrderBy(query.OrderBy, repo.ROLE_SORT_FIELDS, [{ field: 'name', direction: 'asc' }]);
  const filters = parseColumnFilters(query.ColumnFilters, RoleColumnFiltersSchema);
  const { rows, total } = await repo.listRoles(ctx.db, {
    search: query.SearchTerm?.trim() || undefined,
    roleType: filters.roleType,
    sort,
    limit: query.PageSize,
    offset: offsetOf(query),
  });
  return toPagedList(
    rows.map((r) => toRole(r, ctx.culture)),
    total,
    query,
  );
}

/** The catalogue of the contract as a tree (spec 02 §3 permission tree node), in the caller's language. */
export function listPermissionTree(ctx: SignedInContext): PermissionTreeNode[] {
  return PERMISSION_AREAS.map((a) => ({
    id: a.area,
    name: a.name[ctx.culture],
    items: a.actions.map((action) => {
      const code = `${a.area}.${action}`;
      return { id: code, name: PERMISSION_ACTION_NAMES[action]?.[ctx.culture] ?? action, code };
    }),
  }));
}

export async function getRoleWithPermissions(ctx: SignedInContext, id: number): Promise<RoleWithPermissions> {
  const row = await repo.findRole(ctx.db, id);
  if (!row) throw notFound({ id });
  return { ...toRole(row, ctx.culture), permissions: await repo.listRolePermissionCodes(ctx.db, id) };
}

export async function getRoleWithUsers(ctx: SignedInContext, id: number): Promise<RoleWithUsers> {
  const row = await repo.findRole(ctx.db, id);
  if (!row) throw notFound({ id });
  const users = await repo.listRoleUsers(ctx.db, id);
  return { ...toRole(row, ctx.culture), users: users.map((u) => ({ id: u.id, accountName: u.account_name, email: u.email })) };
}

/**
 * The codes a role will hold: known codes only (UNKNOWN_PERMISSION otherwise), each once, in
 * catalogue order. Admin-type roles always hold every code (docs/decisions/0007: the catalogue
 * sync grants them all at each start anyway, so a narrower list would not last).
 */
function permissionsFor(body: RoleBody): string[] {
  if (body.roleType === 'admin') return [...PERMISSION_CODES];
  const known = new Set<string>(PERMISSION_CODES);
  const unknown = [...new Set(body.permissions.filter((code) => !known.has(code)))];
  if (unknown.length > 0) throw new AppError('UNKNOWN_PERMISSION', { codes: unknown.join(', ') });
  const wanted = new Set(body.permissions);
  return PERMISSION_CODES.filter((code) => wanted.has(code));
}

function nameTaken(err: unknown, name: string): never {
  if (uniqueViolation(err) === 'roles_name_key') throw new AppError('ROLE_NAME_TAKEN', { name });
  throw err;
}

export async function createRole(ctx: SignedInContext, body: RoleBody): Promise<RoleWithPermissions> {
  const permissions = permissionsFor(body);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (await repo.findRoleByName(trx, body.name)) throw new AppError('ROLE_NAME_TAKEN', { name: body.name });
      const row = await repo.insertRole(trx, { name: body.name, roleType: body.roleType });
      await repo.replaceRolePermissions(trx, row.id, permissions);
      await writeAudit(trx, ctx.actor, {
        action: 'create',
        entity: 'role',
        entityId: row.id,
        before: null,
        after: auditShape(row, permissions),
      });
      return { ...toRole(row, ctx.culture), permissions };
    });
  } catch (err) {
    return nameTaken(err, body.name);
  }
}

export async function updateRole(ctx: SignedInContext, id: number, body: RoleBody): Promise<RoleWithPermissions> {
  const permissions = permissionsFor(body);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockRole(trx, id);
      if (!before) throw notFound({ id });
      const beforePermissions = await repo.listRolePermissionCodes(trx, id);
      if (await repo.findRoleByName(trx, body.name, id)) throw new AppError('ROLE_NAME_TAKEN', { name: body.name });
      const row = await repo.updateRole(trx, id, { name: body.name, roleType: body.roleType });
      await repo.replaceRolePermissions(trx, id, permissions);
      await writeAudit(trx, ctx.actor, {
        action: 'update',
        entity: 'role',
        entityId: id,
        before: auditShape(before, beforePermissions),
        after: auditShape(row, permissions),
      });
      return { ...toRole(row, ctx.culture), permissions };
    });
  } catch (err) {
    return nameTaken(err, body.name);
  }
}

/**
 * Deletes a role nobody (not deleted) holds; ROLE_IN_USE otherwise. System roles (the seeded ones)
 * follow the same rule: unused, they may go. The row is kept, soft-deleted, for deleted users.
 */
export async function deleteRole(ctx: SignedInContext, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.lockRole(trx, id);
    if (!row) throw notFound({ id });
    const count = await repo.countRoleUsers(trx, id);
    if (count > 0) throw new AppError('ROLE_IN_USE', { count });
    const permissions = await repo.listRolePermissionCodes(trx, id);
    await repo.softDeleteRole(trx, id);
    await writeAudit(trx, ctx.actor, { action: 'delete', entity: 'role', entityId: id, before: auditShape(row, permissions), after: null });
  });
}
