import { type DocumentType, documentsApi } from '@dealerport/contract';
import { downloadApi } from '../../../lib/api-client';

/** GET /api/docs/{type}/files/{id}: the document, saved under its own name. */
export const downloadDocument = (type: DocumentType, id: string) => downloadApi(documentsApi.downloadDocument, { params: { type, id } });
