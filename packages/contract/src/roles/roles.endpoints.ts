import { PERMISSION_GROUPS } from '../access/permissions';
import { defineEndpoint } from '../common/endpoint';
import { PagedQuerySchema } from '../common/paging';
import {
  PermissionTreeSchema,
  RoleBodySchema,
  RoleIdParamSchema,
  RoleListSchema,
  RoleWithPermissionsSchema,
  RoleWithUsersSchema,
} from './roles.schemas';

export const listRoles = defineEndpoint({
  id: 'listRoles',
  method: 'GET',
  path: '/api/roles',
  tag: 'roles',
  summary: 'Roles, paged (SearchTerm over the name; OrderBy name|roleType|id [asc|desc]; ColumnFilters {"roleType":...})',
  auth: { anyOf: PERMISSION_GROUPS.roleList },
  query: PagedQuerySchema,
  status: 200,
  response: RoleListSchema,
});

export const listPermissions = defineEndpoint({
  id: 'listPermissions',
  method: 'GET',
  path: '/api/roles/permissions',
  tag: 'roles',
  summary: 'The permission catalogue as a tree: area -> codes, names in the caller’s language',
  auth: { anyOf: PERMISSION_GROUPS.roleList },
  status: 200,
  response: PermissionTreeSchema,
});

export const getRoleWithPermissions = defineEndpoint({
  id: 'getRoleWithPermissions',
  method: 'GET',
  path: '/api/roles/{id}/with-permissions',
  tag: 'roles',
  summary: 'A role with its permission codes',
  auth: { anyOf: PERMISSION_GROUPS.roleList },
  params: RoleIdParamSchema,
  status: 200,
  response: RoleWithPermissionsSchema,
});

export const getRoleWithUsers = defineEndpoint({
  id: 'getRoleWithUsers',
  method: 'GET',
  path: '/api/roles/{id}/with-users',
  tag: 'roles',
  summary: 'A role with the (not deleted) users holding it',
  auth: { anyOf: PERMISSION_GROUPS.roleList },
  params: RoleIdParamSchema,
  status: 200,
  response: RoleWithUsersSchema,
});

export const createRole = defineEndpoint({
  id: 'createRole',
  method: 'POST',
  path: '/api/roles/role',
  tag: 'roles',
  summary: 'Create a role with its permissions (admin-type roles always hold every code)',
  auth: { anyOf: ['role.create'] },
  body: RoleBodySchema,
  status: 200,
  response: RoleWithPermissionsSchema,
});

export const updateRole = defineEndpoint({
  id: 'updateRole',
  method: 'PUT',
  path: '/api/roles/{id}',
  tag: 'roles',
  summary: 'Rename a role, change its type and replace its permissions',
  auth: { anyOf: ['role.update'] },
  params: RoleIdParamSchema,
  body: RoleBodySchema,
  status: 200,
  response: RoleWithPermissionsSchema,
});

export const deleteRole = defineEndpoint({
  id: 'deleteRole',
  method: 'DELETE',
  path: '/api/roles/{id}',
  tag: 'roles',
  summary: 'Delete a role; refused (ROLE_IN_USE) while users hold it',
  auth: { anyOf: ['role.delete'] },
  params: RoleIdParamSchema,
  status: 204,
});

export const rolesEndpoints = [listRoles, listPermissions, getRoleWithPermissions, getRoleWithUsers, createRole, updateRole, deleteRole];
