export { registerDocumentRoutes } from './documents.routes';
