import { usersApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as users from './users.admin.service';

export function registerUserAdminRoutes(app: FastifyInstance) {
  route(app, usersApi.listUsers, ({ query }, ctx) => users.listUsers(ctx, query));
  route(app, usersApi.listAllUsers, (_req, ctx) => users.listUserOptions(ctx));
  route(app, usersApi.getUser, ({ params }, ctx) => users.getUser(ctx, params.id));
  route(app, usersApi.createUser, ({ body }, ctx) => users.createUser(ctx, body));
  route(app, usersApi.updateUser, ({ params, body }, ctx) => users.updateUser(ctx, params.id, body));
  route(app, usersApi.deleteUser, ({ params }, ctx) => users.deleteUser(ctx, params.id));
  route(app, usersApi.setUserPassword, ({ params, body }, ctx) => users.setUserPassword(ctx, params.userId, body));
  route(app, usersApi.listUserCustomers, (_req, ctx) => users.listUserCustomers(ctx));
  route(app, usersApi.notifyUsersForDefaultPassword, ({ query }, ctx) => users.notifyUsersForDefaultPassword(ctx, query));
}
