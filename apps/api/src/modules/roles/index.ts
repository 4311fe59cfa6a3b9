export { syncPermissionCatalogue } from './roles.repository';
