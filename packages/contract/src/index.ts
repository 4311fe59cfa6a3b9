export * from './common/endpoint';
export * from './common/paging';
export * from './common/errors';
export * from './access/permissions';
export * from './auth/auth.schemas';
export * as authApi from './auth/auth.endpoints';
export * from './customers/customers.schemas';
export * as customersApi from './customers/customers.endpoints';
export * from './definitions/definitions.schemas';
export * as definitionsApi from './definitions/definitions.endpoints';
export * from './home/home.schemas';
export * as homeApi from './home/home.endpoints';
export * from './profiles/profiles.schemas';
export * as profilesApi from './profiles/profiles.endpoints';
export * from './roles/roles.schemas';
export * as rolesApi from './roles/roles.endpoints';
export * from './salesmen/salesmen.schemas';
export * as salesmenApi from './salesmen/salesmen.endpoints';
export * from './settings/settings.schemas';
export * as settingsApi from './settings/settings.endpoints';
export * from './users/users.schemas';
export * as usersApi from './users/users.endpoints';
export { endpoints } from './endpoints';

/** The client version this build speaks (spec 01 §7 x-version). */
export const CLIENT_VERSION = '1.2.33';
