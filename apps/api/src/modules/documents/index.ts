export { registerDocumentRoutes } from './documents.routes';
export { downloadDocument } from './documents.service';
export {
  deleteImportedDocuments,
  findPdfDocuments,
  isPdf,
  removeStoredDocuments,
  storeImportedPdf,
} from './imported-documents.service';
