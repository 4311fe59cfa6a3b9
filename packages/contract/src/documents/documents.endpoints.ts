import { defineEndpoint } from '../common/endpoint';
import {
  CreateDocumentFolderBodySchema,
  DOCUMENT_EXTENSIONS,
  DocumentDirectorySchema,
  DocumentFileParamsSchema,
  DocumentFileSchema,
  DocumentFolderParamsSchema,
  DocumentFolderSchema,
  DocumentTypeParamsSchema,
  RenameDocumentBodySchema,
  RenameDocumentFolderBodySchema,
  UploadDocumentQuerySchema,
} from './documents.schemas';

const TYPES = 'Types: price-lists, catalogues, certificates.';

export const getDocumentTree = defineEndpoint({
  id: 'getDocumentTree',
  method: 'GET',
  path: '/api/docs/{type}',
  tag: 'documents',
  summary: `The documents of a type as a directory tree (spec 02 §3 Directory): folders and files by name; each file's url is its download call. ${TYPES}`,
  auth: { anyOf: ['document.list'] },
  params: DocumentTypeParamsSchema,
  status: 200,
  response: DocumentDirectorySchema,
});

export const downloadDocument = defineEndpoint({
  id: 'downloadDocument',
  method: 'GET',
  path: '/api/docs/{type}/files/{id}',
  tag: 'documents',
  summary: 'Downloads a document: its bytes with its content type and Content-Disposition: attachment and its name (UTF-8).',
  auth: { anyOf: ['document.list'] },
  extension: true,
  params: DocumentFileParamsSchema,
  download: true,
  status: 200,
});

export const uploadDocument = defineEndpoint({
  id: 'uploadDocument',
  method: 'POST',
  path: '/api/docs/{type}/files',
  tag: 'documents',
  summary: `Uploads a document (multipart field \`file\`, at most 50 MB) into the folder \`?folderId\` (absent: the root). Accepted: ${Object.keys(DOCUMENT_EXTENSIONS).join(', ')}; the bytes must match the extension. A name already in the folder is refused.`,
  auth: { anyOf: ['document.create'] },
  extension: true,
  params: DocumentTypeParamsSchema,
  query: UploadDocumentQuerySchema,
  bodyType: 'multipart',
  files: { file: { description: 'The document', required: true } },
  status: 200,
  response: DocumentFileSchema,
});

export const renameDocument = defineEndpoint({
  id: 'renameDocument',
  method: 'PUT',
  path: '/api/docs/{type}/files/{id}',
  tag: 'documents',
  summary: 'Renames a document (its extension stays).',
  auth: { anyOf: ['document.update'] },
  extension: true,
  params: DocumentFileParamsSchema,
  body: RenameDocumentBodySchema,
  status: 200,
  response: DocumentFileSchema,
});

export const deleteDocument = defineEndpoint({
  id: 'deleteDocument',
  method: 'DELETE',
  path: '/api/docs/{type}/files/{id}',
  tag: 'documents',
  summary: 'Deletes a document and its stored file.',
  auth: { anyOf: ['document.delete'] },
  extension: true,
  params: DocumentFileParamsSchema,
  status: 204,
});

export const createDocumentFolder = defineEndpoint({
  id: 'createDocumentFolder',
  method: 'POST',
  path: '/api/docs/{type}/folders',
  tag: 'documents',
  summary: 'Creates a folder under `parentId` (absent: the root).',
  auth: { anyOf: ['document.create'] },
  extension: true,
  params: DocumentTypeParamsSchema,
  body: CreateDocumentFolderBodySchema,
  status: 200,
  response: DocumentFolderSchema,
});

export const renameDocumentFolder = defineEndpoint({
  id: 'renameDocumentFolder',
  method: 'PUT',
  path: '/api/docs/{type}/folders/{id}',
  tag: 'documents',
  summary: 'Renames a folder.',
  auth: { anyOf: ['document.update'] },
  extension: true,
  params: DocumentFolderParamsSchema,
  body: RenameDocumentFolderBodySchema,
  status: 200,
  response: DocumentFolderSchema,
});

export const deleteDocumentFolder = defineEndpoint({
  id: 'deleteDocumentFolder',
  method: 'DELETE',
  path: '/api/docs/{type}/folders/{id}',
  tag: 'documents',
  summary: 'Deletes an empty folder (one holding files or folders is refused).',
  auth: { anyOf: ['document.delete'] },
  extension: true,
  params: DocumentFolderParamsSchema,
  status: 204,
});

export const documentsEndpoints = [
  getDocumentTree,
  downloadDocument,
  uploadDocument,
  renameDocument,
  deleteDocument,
  createDocumentFolder,
  renameDocumentFolder,
  deleteDocumentFolder,
];
