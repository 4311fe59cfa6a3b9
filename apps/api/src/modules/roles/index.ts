export { syncPermissionCatalogue } from './roles.repository';
export { registerRoleRoutes } from './roles.routes';
export { assertCanGrantRole, canGrantRole, roleTypeName } from './roles.service';
