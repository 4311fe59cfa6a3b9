import { PERMISSION_GROUPS } from '../access/permissions';
import { defineEndpoint } from '../common/endpoint';
import { PagedQuerySchema } from '../common/paging';
import {
  CreateUserBodySchema,
  SetUserPasswordBodySchema,
  UpdateUserBodySchema,
  UserCustomerListSchema,
  UserIdParamSchema,
  UserListSchema,
  UserOptionListSchema,
  UserPasswordParamSchema,
  UserSchema,
} from './users.schemas';

export const listUsers = defineEndpoint({
  id: 'listUsers',
  method: 'GET',
  path: '/api/users',
  tag: 'users',
  summary:
    'Users, paged (SearchTerm over account name, email and names, Turkish-letter-insensitive; OrderBy accountName|email|firstName|lastName|roleName|userType|lastLoggedOn [asc|desc])',
  auth: { anyOf: PERMISSION_GROUPS.userList },
  query: PagedQuerySchema,
  status: 200,
  response: UserListSchema,
});

export const listAllUsers = defineEndpoint({
  id: 'listAllUsers',
  method: 'GET',
  path: '/api/users/all',
  tag: 'users',
  summary: 'Every (not deleted) user as id and account name, for pickers',
  auth: { anyOf: PERMISSION_GROUPS.userList },
  status: 200,
  response: UserOptionListSchema,
});

export const getUser = defineEndpoint({
  id: 'getUser',
  method: 'GET',
  path: '/api/users/{id}',
  tag: 'users',
  summary: 'One user',
  auth: { anyOf: PERMISSION_GROUPS.userList },
  params: UserIdParamSchema,
  status: 200,
  response: UserSchema,
});

export const createUser = defineEndpoint({
  id: 'createUser',
  method: 'POST',
  path: '/api/users',
  tag: 'users',
  summary: 'Create a user; the user must change the password at the first sign-in',
  auth: { anyOf: ['user.create'] },
  body: CreateUserBodySchema,
  status: 200,
  response: UserSchema,
});

export const updateUser = defineEndpoint({
  id: 'updateUser',
  method: 'PUT',
  path: '/api/users/{id}',
  tag: 'users',
  summary: "Update a user; disabling one ends all of the user's sessions",
  auth: { anyOf: ['user.update'] },
  params: UserIdParamSchema,
  body: UpdateUserBodySchema,
  status: 200,
  response: UserSchema,
});

export const deleteUser = defineEndpoint({
  id: 'deleteUser',
  method: 'DELETE',
  path: '/api/users/{id}',
  tag: 'users',
  summary: "Delete a user (soft: kept for history); ends the user's sessions",
  auth: { anyOf: ['user.delete'] },
  params: UserIdParamSchema,
  status: 204,
});

export const setUserPassword = defineEndpoint({
  id: 'setUserPassword',
  method: 'PUT',
  path: '/api/users/{userId}/update-password',
  tag: 'users',
  summary: "An administrator sets a user's password; the user must change it at the next sign-in and every session ends",
  auth: { anyOf: ['user.update'] },
  params: UserPasswordParamSchema,
  body: SetUserPasswordBodySchema,
  status: 204,
});

export const listUserCustomers = defineEndpoint({
  id: 'listUserCustomers',
  method: 'GET',
  path: '/api/users/customers',
  tag: 'users',
  summary: 'The customers that have dealer users (id, name, code), for the users filter',
  auth: { anyOf: PERMISSION_GROUPS.userList },
  status: 200,
  response: UserCustomerListSchema,
});

export const notifyUsersForDefaultPassword = defineEndpoint({
  id: 'notifyUsersForDefaultPassword',
  method: 'GET',
  path: '/api/users/notify-users-for-default-password',
  tag: 'users',
  summary:
    'Emails every active user still on an administrator-set password (SearchTerm and ColumnFilters as GET /api/users narrow them) to sign in and change it, at most once per 24 hours each; answers those users, paged',
  auth: { anyOf: ['user.update'] },
  query: PagedQuerySchema,
  status: 200,
  response: UserListSchema,
});

export const usersEndpoints = [
  listUsers,
  listAllUsers,
  getUser,
  createUser,
  updateUser,
  deleteUser,
  setUserPassword,
  listUserCustomers,
  notifyUsersForDefaultPassword,
];
