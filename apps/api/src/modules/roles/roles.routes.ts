import { rolesApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as roles from './roles.service';

export function registerRoleRoutes(app: FastifyInstance) {
  route(app, rolesApi.listRoles, ({ query }, ctx) => roles.listRoles(ctx, query));
  route(app, rolesApi.listPermissions, async (_req, ctx) => roles.listPermissionTree(ctx));
  route(app, rolesApi.getRoleWithPermissions, ({ params }, ctx) => roles.getRoleWithPermissions(ctx, params.id));
  route(app, rolesApi.getRoleWithUsers, ({ params }, ctx) => roles.getRoleWithUsers(ctx, params.id));
  route(app, rolesApi.createRole, ({ body }, ctx) => roles.createRole(ctx, body));
  route(app, rolesApi.updateRole, ({ params, body }, ctx) => roles.updateRole(ctx, params.id, body));
  route(app, rolesApi.deleteRole, ({ params }, ctx) => roles.deleteRole(ctx, params.id));
}
