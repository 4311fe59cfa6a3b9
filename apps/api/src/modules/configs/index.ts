export { configsSubscriber } from './config-cache';
export { registerConfigRoutes } from './configs.routes';
export { getTunable } from './configs.service';
