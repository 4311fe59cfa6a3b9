export * from './common/endpoint';
export * from './common/paging';
export * from './common/errors';
export * from './access/permissions';
export * from './auth/auth.schemas';
export * as authApi from './auth/auth.endpoints';
export * from './home/home.schemas';
export * as homeApi from './home/home.endpoints';
export * as profilesApi from './profiles/profiles.endpoints';
export * from './roles/roles.schemas';
export * as rolesApi from './roles/roles.endpoints';
export * from './users/users.schemas';
export * as usersApi from './users/users.endpoints';
export { endpoints } from './endpoints';

/** The client version this build speaks (spec 01 §7 x-version). */
export const CLIENT_VERSION = '1.2.33';
