export { registerDefinitionRoutes } from './definitions.routes';
