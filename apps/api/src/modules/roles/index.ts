export { syncPermissionCatalogue } from './roles.repository';
export { registerRoleRoutes } from './roles.routes';
export { roleTypeName } from './roles.service';
