export { registerIntegrationRoutes } from './integrations.routes';
export { loadIntegrationKey } from './keys.service';
export { type SyncRowInput, writeSyncRows } from './sync.service';
