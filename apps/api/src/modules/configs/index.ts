export { CONFIGS_CHANNEL, ConfigCache, registerConfigCache } from './config-cache';
export { registerConfigRoutes } from './configs.routes';
export { getTunable } from './configs.service';
