export { registerProfileRoutes } from './profiles.routes';
