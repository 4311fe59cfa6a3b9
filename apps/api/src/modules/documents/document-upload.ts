import { DOCUMENT_MAX_BYTES } from '@dealerport/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { DocumentUpload } from './documents.service';

/**
 * The one file of a document upload (multipart field `file`), as a stream: a document may be 50 MB, so it
 * goes to the store as it arrives instead of into memory (lib/multipart buffers, at 5 MiB). The reader's
 * own limit sits one byte past the allowed size, so the store sees and refuses an oversize file.
 */
export async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw new AppError('MULTIPART_REQUIRED');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: DOCUMENT_MAX_BYTES + 1, files: 1 } });
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw err;
    throw new AppError('BAD_REQUEST', undefined, { cause: err });
  }
  if (!part) throw new AppError('FILE_REQUIRED', { field: 'file' });
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw new AppError('UNEXPECTED_FILE', { field: part.fieldname });
  }
  return { fileName: part.filename, stream: part.file };
}
