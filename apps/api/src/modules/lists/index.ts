export { listNameKey } from './list-name';
export { registerListRoutes } from './lists.routes';
