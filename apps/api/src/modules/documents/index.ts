export { registerDocumentRoutes } from './documents.routes';
export { downloadDocument } from './documents.service';
