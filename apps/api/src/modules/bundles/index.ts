export { bundlesSubscriber } from './bundle-cache';
export { registerBundleRoutes } from './bundles.routes';
export { getHomeBundle } from './bundles.service';
