import { z } from 'zod';
import { text } from '../common/text';

// ---- documents (spec 02 §3 Directory; 02 §7 Definitions GET /api/docs/{type}; ADR 0042) ----

/** The kinds of documents the portal keeps, each its own tree (the `/documents` screen's tabs). */
export const DOCUMENT_TYPES = ['price-lists', 'catalogues', 'certificates'] as const;
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof DocumentTypeSchema>;

/**
 * What may be uploaded, by extension (lower case, no dot): the bytes must be what the extension says
 * (the server checks their signature), and the download answers this content type.
 */
export const DOCUMENT_EXTENSIONS = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
export type DocumentExtension = keyof typeof DOCUMENT_EXTENSIONS;

/** The largest document an administrator may upload. */
export const DOCUMENT_MAX_BYTES = 50 * 1024 * 1024;
/** The longest file or folder name, in characters. */
export const DOCUMENT_NAME_MAX = 120;

/** A file of a directory (spec 02 §3 Directory: files with name, extension, url); id, size and time are ours. */
export const DocumentFileSchema = z.object({
  id: z.uuid(),
  /** The file's name as shown and as saved by a download, with its extension ("Fiyat listesi 2026.pdf"). */
  name: text(),
  /** Lower case, without the dot ("pdf"). */
  extension: text(),
  /** The download call of the file (GET, signed in with document.list). */
  url: text(),
  size: z.number().int().nonnegative(),
  contentType: text(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type DocumentFile = z.infer<typeof DocumentFileSchema>;

/**
 * A directory (spec 02 §3: directoryName, files, sub-directories). The root of a type has `id` null and
 * the type as its name; `subDirectories` is the spec's "sub-directories".
 */
export interface DocumentDirectory {
  id: string | null;
  directoryName: string;
  files: DocumentFile[];
  subDirectories: DocumentDirectory[];
}
export const DocumentDirectorySchema: z.ZodType<DocumentDirectory> = z.object({
  id: z.uuid().nullable(),
  directoryName: text(),
  files: z.array(DocumentFileSchema),
  get subDirectories() {
    return z.array(DocumentDirectorySchema);
  },
});

export const DocumentTypeParamsSchema = z.object({ type: DocumentTypeSchema });
export const DocumentFileParamsSchema = z.object({ type: DocumentTypeSchema, id: z.uuid() });
export const DocumentFolderParamsSchema = z.object({ type: DocumentTypeSchema, id: z.uuid() });

/** A name as typed: checked further by the server (no slashes, no control characters, not "." or ".."). */
const documentName = () => text().trim().min(1).max(DOCUMENT_NAME_MAX);

/** `?folderId`: the folder an upload goes into (absent: the type's root). */
export const UploadDocumentQuerySchema = z.object({ folderId: z.uuid().optional() });
export type UploadDocumentQuery = z.infer<typeof UploadDocumentQuerySchema>;

/** Renaming a file: its new name (the extension stays; it is added when left out). */
export const RenameDocumentBodySchema = z.object({ name: documentName() });
export type RenameDocumentBody = z.infer<typeof RenameDocumentBodySchema>;

/** A new folder: its name and its parent (null or absent: the type's root). */
export const CreateDocumentFolderBodySchema = z.object({ name: documentName(), parentId: z.uuid().nullish() });
export type CreateDocumentFolderBody = z.infer<typeof CreateDocumentFolderBodySchema>;

export const RenameDocumentFolderBodySchema = z.object({ name: documentName() });
export type RenameDocumentFolderBody = z.infer<typeof RenameDocumentFolderBodySchema>;

/** A new folder as answered (its place in the tree comes with the next GET). */
export const DocumentFolderSchema = z.object({ id: z.uuid(), directoryName: text(), parentId: z.uuid().nullable() });
export type DocumentFolder = z.infer<typeof DocumentFolderSchema>;
