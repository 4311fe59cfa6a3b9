import {
  type Culture,
  type PagedList,
  type PagedQuery,
  PERMISSION_ACTION_NAMES,
  PERMISSION_AREAS,
  PERMISSION_CODES,
  type Permission,
  type PermissionTreeNode,
  ROLE_TYPE_NAMES,
  type Role,
  type RoleBody,
  RoleColumnFiltersSchema,
  type RoleType,
  type RoleWithPermissions,
  type RoleWithUsers,
} from '@dealerport/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { localName } from '../../lib/local-name';
import { offsetOf, parseColumnFilters, parseOrderBy, toPagedList } from '../../lib/paging';
import { writeAudit } from '../../platform/audit/audit';
import type { Actor, SignedInContext } from '../../plugins/context';
import * as repo from './roles.repository';

export const roleTypeName = (roleType: RoleType, culture: Culture) => ROLE_TYPE_NAMES[roleType][culture];

type NamedRole = { id: number; name: string; names: Partial<Record<Culture, string>> | null; role_type: RoleType };

/** A role's name as a reader of `culture` reads it: a built-in role's in their language (ADR 0062). */
export const roleName = (row: Pick<NamedRole, 'name' | 'names'>, culture: Culture) => localName(row.names, culture, row.name);

function toRole(row: NamedRole, culture: Culture): Role {
  return { id: row.id, name: roleName(row, culture), roleType: row.role_type, roleTypeName: roleTypeName(row.role_type, culture) };
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
    culture: ctx.culture,
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

/** Each code of the catalogue with its area and its place (1..n), in catalogue order. */
const CATALOGUE = PERMISSION_AREAS.flatMap((a) => a.actions.map((action) => ({ area: a.area, action, code: `${a.area}.${action}` }))).map(
  (p, i) => ({ ...p, order: i + 1 }),
);
const catalogueByCode = new Map(CATALOGUE.map((p) => [p.code, p]));

/** A code as the spec's Permission (02 §3), its name in the caller's language. */
function toPermission(p: (typeof CATALOGUE)[number], culture: Culture): Permission {
  return { id: p.code, parentId: p.area, code: p.code, name: PERMISSION_ACTION_NAMES[p.action]?.[culture] ?? p.action, order: p.order };
}

/** Codes (any order, unknown ones left out) as Permissions in catalogue order. */
function toPermissions(codes: readonly string[], culture: Culture): Permission[] {
  return codes
    .flatMap((code) => catalogueByCode.get(code) ?? [])
    .sort((a, b) => a.order - b.order)
    .map((p) => toPermission(p, culture));
}

/** The catalogue of the contract as a tree (spec 02 §3 permission tree node), in the caller's language. */
export function listPermissionTree(ctx: SignedInContext): PermissionTreeNode[] {
  return PERMISSION_AREAS.map((a) => ({
    id: a.area,
    name: a.name[ctx.culture],
    items: CATALOGUE.filter((p) => p.area === a.area).map((p) => toPermission(p, ctx.culture)),
  }));
}

export async function getRoleWithPermissions(ctx: SignedInContext, id: number): Promise<RoleWithPermissions> {
  const row = await repo.findRole(ctx.db, id);
  if (!row) throw notFound({ id });
  return { ...toRole(row, ctx.culture), permissions: toPermissions(await repo.listRolePermissionCodes(ctx.db, id), ctx.culture) };
}

export async function getRoleWithUsers(ctx: SignedInContext, id: number): Promise<RoleWithUsers> {
  const row = await repo.findRole(ctx.db, id);
  if (!row) throw notFound({ id });
  const users = await repo.listRoleUsers(ctx.db, id);
  return { ...toRole(row, ctx.culture), users: users.map((u) => ({ id: u.id, accountName: u.account_name, email: u.email })) };
}

// ---- "you can't grant what you don't hold" (docs/decisions/0021) ----

type Granter = Pick<Actor, 'roleType' | 'permissions'>;

/**
 * Whether the caller holds a code. Admin-type roles hold every code (docs/decisions/0007: the catalogue
 * sync grants them all at each start, and create/update store all of them), so an administrator holds
 * everything, including codes a release adds before the next start.
 */
const holds = (actor: Granter, code: string) => actor.roleType === 'admin' || actor.permissions.has(code);

/** The codes of the list the caller does not hold, in catalogue order. */
function notHeld(actor: Granter, codes: readonly string[]): string[] {
  const wanted = new Set(codes);
  return PERMISSION_CODES.filter((code) => wanted.has(code) && !holds(actor, code));
}

/**
 * The caller may create, change or delete a role that has (or will have) these codes: only codes he
 * holds himself (PERMISSION_NOT_HELD), and an admin-type role only when he is an administrator
 * (ADMIN_ROLE_REQUIRED). Applied to what the role holds before a change as well as after, so nobody
 * strips or renames a role above him either.
 */
function assertMayManageRole(actor: Granter, role: { roleType: RoleType; permissions: readonly string[] }) {
  if (role.roleType === 'admin' && actor.roleType !== 'admin') throw new AppError('ADMIN_ROLE_REQUIRED');
  const missing = notHeld(actor, role.permissions);
  if (missing.length > 0) throw new AppError('PERMISSION_NOT_HELD', { codes: missing.join(', ') });
}

/**
 * Whether the caller may give this role to a user (create, update, registration approval) or manage a
 * user who has it: he holds every code of the role, and an admin-type role needs an administrator.
 * An unknown role answers true: the caller's own UNKNOWN_ROLE check reports it.
 */
export async function canGrantRole(db: Kysely<Database>, actor: Granter, roleId: number): Promise<boolean> {
  const row = await repo.findRole(db, roleId);
  if (!row) return true;
  if (row.role_type === 'admin') return actor.roleType === 'admin';
  return notHeld(actor, await repo.listRolePermissionCodes(db, roleId)).length === 0;
}

/** canGrantRole or ROLE_NOT_GRANTABLE. */
export async function assertCanGrantRole(db: Kysely<Database>, actor: Granter, roleId: number): Promise<void> {
  if (!(await canGrantRole(db, actor, roleId))) throw new AppError('ROLE_NOT_GRANTABLE', { roleId });
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
  assertMayManageRole(ctx.actor, { roleType: body.roleType, permissions });
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
      return { ...toRole(row, ctx.culture), permissions: toPermissions(permissions, ctx.culture) };
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
      // also his own role: what he holds he may keep or give up, but he adds nothing to it
      assertMayManageRole(ctx.actor, { roleType: before.role_type, permissions: beforePermissions });
      assertMayManageRole(ctx.actor, { roleType: body.roleType, permissions });
      // The form sends back the name it was shown: unchanged, a built-in role keeps its names per language;
      // renamed, the administrator's name is read in every language.
      const renamed = body.name !== roleName(before, ctx.culture);
      if (renamed && (await repo.findRoleByName(trx, body.name, id))) throw new AppError('ROLE_NAME_TAKEN', { name: body.name });
      const row = await repo.updateRole(
        trx,
        id,
        renamed ? { name: body.name, names: null, roleType: body.roleType } : { name: before.name, roleType: body.roleType },
      );
      await repo.replaceRolePermissions(trx, id, permissions);
      await writeAudit(trx, ctx.actor, {
        action: 'update',
        entity: 'role',
        entityId: id,
        before: auditShape(before, beforePermissions),
        after: auditShape(row, permissions),
      });
      return { ...toRole(row, ctx.culture), permissions: toPermissions(permissions, ctx.culture) };
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
    const permissions = await repo.listRolePermissionCodes(trx, id);
    assertMayManageRole(ctx.actor, { roleType: row.role_type, permissions });
    const count = await repo.countRoleUsers(trx, id);
    if (count > 0) throw new AppError('ROLE_IN_USE', { count });
    await repo.softDeleteRole(trx, id);
    await writeAudit(trx, ctx.actor, { action: 'delete', entity: 'role', entityId: id, before: auditShape(row, permissions), after: null });
  });
}
