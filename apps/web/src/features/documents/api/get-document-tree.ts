import { type DocumentType, documentsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** GET /api/docs/{type}: the folders and files of a document type. */
export const getDocumentTree = (type: DocumentType) => callApi(documentsApi.getDocumentTree, { params: { type } });

export const documentTreeQuery = (type: DocumentType) =>
  queryOptions({ queryKey: documentKeys.tree(type), queryFn: () => getDocumentTree(type) });

export const useDocumentTree = (type: DocumentType) => useQuery(documentTreeQuery(type));
