export { syncPermissionCatalogue } from './roles.repository';
export { registerRoleRoutes } from './roles.routes';
export { assertCanGrantRole, canGrantRole, roleName, roleTypeName } from './roles.service';
