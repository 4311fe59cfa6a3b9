import type { Readable } from 'node:stream';
import {
  type CreateDocumentFolderBody,
  DOCUMENT_MAX_BYTES,
  type DocumentDirectory,
  type DocumentFile,
  type DocumentFolder,
  type DocumentType,
} from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import type { FileDownload } from '../../lib/file-download';
import { writeAudit } from '../../platform/audit/audit';
import { DocumentTooLargeError, documentStore } from '../../platform/storage/document-store';
import type { SignedInContext } from '../../plugins/context';
import {
  allowedExtension,
  checkBytes,
  checkedName,
  contentTypeOf,
  isDocumentExtension,
  nameKey,
  sanitisedUploadName,
  withExtension,
} from './document-files';
import * as repo from './documents.repository';

/** An upload as the route read it: the browser's file name and the bytes, still arriving. */
export interface DocumentUpload {
  fileName: string;
  stream: Readable;
}

const MAX_LABEL = `${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`;
const iso = (d: Date | string) => new Date(d).toISOString();
const foreignKeyViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23503';

const toFile = (r: repo.FileRow): DocumentFile => ({
  id: r.id,
  name: r.name,
  extension: r.extension,
  url: `/api/docs/${r.type}/files/${r.id}`,
  size: Number(r.size_bytes),
  contentType: r.content_type,
  updatedAt: iso(r.updated_at),
});
const toFolder = (r: repo.FolderRow): DocumentFolder => ({ id: r.id, directoryName: r.name, parentId: r.parent_id });

/** The documents of a type as one tree (spec 02 §3 Directory), folders and files by name. */
export async function getDocumentTree(ctx: SignedInContext, type: DocumentType): Promise<DocumentDirectory> {
  const [folders, files] = await Promise.all([repo.listFolders(ctx.db, type), repo.listFiles(ctx.db, type)]);
  const root: DocumentDirectory = { id: null, directoryName: type, files: [], subDirectories: [] };
  const byId = new Map<string, DocumentDirectory>(
    folders.map((f) => [f.id, { id: f.id, directoryName: f.name, files: [], subDirectories: [] }]),
  );
  for (const f of folders) (f.parent_id ? (byId.get(f.parent_id) ?? root) : root).subDirectories.push(byId.get(f.id)!);
  for (const f of files) (f.folder_id ? (byId.get(f.folder_id) ?? root) : root).files.push(toFile(f));
  return root;
}

export async function downloadDocument(ctx: SignedInContext, type: DocumentType, id: string): Promise<FileDownload> {
  const row = await repo.findFile(ctx.db, type, id);
  if (!row) throw new AppError('NOT_FOUND', { id });
  const stored = await documentStore(ctx.config).open(row.storage_key);
  if (!stored) {
    ctx.log.warn({ documentId: id, key: row.storage_key }, 'document bytes missing from the store');
    throw new AppError('NOT_FOUND', { id });
  }
  const ext = row.extension;
  return {
    fileName: row.name,
    contentType: isDocumentExtension(ext) ? contentTypeOf(ext) : 'application/octet-stream',
    content: stored.stream,
    size: stored.size,
  };
}

async function requireFolder(ctx: SignedInContext, type: DocumentType, id: string | null | undefined): Promise<string | null> {
  if (!id) return null;
  if (!(await repo.findFolder(ctx.db, type, id))) throw new AppError('DOCUMENT_FOLDER_NOT_FOUND', { id });
  return id;
}

/**
 * Stores an upload: name made acceptable, type by extension and by its bytes, size bounded while it
 * arrives; then its row and audit entry in one transaction. Whatever fails after the bytes were written
 * removes them again.
 */
export async function uploadDocument(
  ctx: SignedInContext,
  type: DocumentType,
  folderId: string | null,
  upload: DocumentUpload,
): Promise<DocumentFile> {
  let key: string | null = null;
  const store = documentStore(ctx.config);
  try {
    const folder = await requireFolder(ctx, type, folderId);
    const name = sanitisedUploadName(upload.fileName);
    if (!name) throw new AppError('DOCUMENT_NAME_INVALID', { name: upload.fileName });
    const ext = allowedExtension(name);
    let written: Awaited<ReturnType<typeof store.write>>;
    try {
      written = await store.write(upload.stream, DOCUMENT_MAX_BYTES);
    } catch (err) {
      if (err instanceof DocumentTooLargeError) throw new AppError('DOCUMENT_TOO_LARGE', { max: MAX_LABEL });
      throw err;
    }
    key = written.key;
    checkBytes(name, ext, written.head);
    const storedKey = key;
    const row = await ctx.db.transaction().execute(async (trx) => {
      const inserted = await repo.insertFile(trx, {
        type,
        folderId: folder,
        name,
        nameKey: nameKey(name),
        extension: ext,
        contentType: contentTypeOf(ext),
        size: written.size,
        storageKey: storedKey,
        userId: ctx.actor.userId,
      });
      await writeAudit(trx, ctx.actor, {
        action: 'upload',
        entity: 'document',
        entityId: inserted.id,
        after: { type, folderId: folder, name, size: written.size, contentType: inserted.content_type },
      });
      return inserted;
    });
    return toFile(row);
  } catch (err) {
    // Bytes still arriving are read to the end (and dropped), so the answer reaches the client.
    if (!upload.stream.readableEnded) upload.stream.resume();
    if (key) await store.remove(key).catch((e) => ctx.log.warn({ err: e, key }, 'could not remove a refused upload'));
    throw mapWriteError(err, type, folderId, upload.fileName);
  }
}

function mapWriteError(err: unknown, _type: DocumentType, folderId: string | null, name: string): unknown {
  if (err instanceof AppError) return err;
  if (uniqueViolation(err) !== null) return new AppError('DOCUMENT_NAME_TAKEN', { name });
  if (foreignKeyViolation(err)) return new AppError('DOCUMENT_FOLDER_NOT_FOUND', { id: folderId });
  return err;
}

export async function renameDocument(ctx: SignedInContext, type: DocumentType, id: string, body: { name: string }): Promise<DocumentFile> {
  const before = await repo.findFile(ctx.db, type, id);
  if (!before) throw new AppError('NOT_FOUND', { id });
  const name = withExtension(checkedName(body.name), before.extension);
  checkedName(name);
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      const updated = await repo.renameFile(trx, id, name, nameKey(name), ctx.actor.userId);
      if (!updated) throw new AppError('NOT_FOUND', { id });
      await writeAudit(trx, ctx.actor, {
        action: 'rename',
        entity: 'document',
        entityId: id,
        before: { name: before.name },
        after: { name },
      });
      return updated;
    });
    return toFile(row);
  } catch (err) {
    throw mapWriteError(err, type, before.folder_id, name);
  }
}

export async function deleteDocument(ctx: SignedInContext, type: DocumentType, id: string): Promise<void> {
  const before = await repo.findFile(ctx.db, type, id);
  if (!before) throw new AppError('NOT_FOUND', { id });
  const key = await ctx.db.transaction().execute(async (trx) => {
    const deleted = await repo.deleteFile(trx, id);
    if (!deleted) throw new AppError('NOT_FOUND', { id });
    await writeAudit(trx, ctx.actor, {
      action: 'delete',
      entity: 'document',
      entityId: id,
      before: { type, folderId: before.folder_id, name: before.name, size: Number(before.size_bytes) },
    });
    return deleted.storage_key;
  });
  // After the commit: a failed transaction keeps its bytes; a file left behind by a crash here is only litter.
  await documentStore(ctx.config)
    .remove(key)
    .catch((err) => ctx.log.warn({ err, key }, 'could not remove a deleted document'));
}

export async function createDocumentFolder(
  ctx: SignedInContext,
  type: DocumentType,
  body: CreateDocumentFolderBody,
): Promise<DocumentFolder> {
  const name = checkedName(body.name);
  const parentId = await requireFolder(ctx, type, body.parentId);
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      const inserted = await repo.insertFolder(trx, { type, parentId, name, nameKey: nameKey(name), userId: ctx.actor.userId });
      await writeAudit(trx, ctx.actor, {
        action: 'create',
        entity: 'document-folder',
        entityId: inserted.id,
        after: { type, parentId, name },
      });
      return inserted;
    });
    return toFolder(row);
  } catch (err) {
    throw mapWriteError(err, type, parentId, name);
  }
}

export async function renameDocumentFolder(
  ctx: SignedInContext,
  type: DocumentType,
  id: string,
  body: { name: string },
): Promise<DocumentFolder> {
  const before = await repo.findFolder(ctx.db, type, id);
  if (!before) throw new AppError('NOT_FOUND', { id });
  const name = checkedName(body.name);
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      const updated = await repo.renameFolder(trx, id, name, nameKey(name));
      if (!updated) throw new AppError('NOT_FOUND', { id });
      await writeAudit(trx, ctx.actor, {
        action: 'rename',
        entity: 'document-folder',
        entityId: id,
        before: { name: before.name },
        after: { name },
      });
      return updated;
    });
    return toFolder(row);
  } catch (err) {
    throw mapWriteError(err, type, before.parent_id, name);
  }
}

export async function deleteDocumentFolder(ctx: SignedInContext, type: DocumentType, id: string): Promise<void> {
  const before = await repo.findFolder(ctx.db, type, id);
  if (!before) throw new AppError('NOT_FOUND', { id });
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.deleteEmptyFolder(trx, id))) throw new AppError('DOCUMENT_FOLDER_NOT_EMPTY', { name: before.name });
      await writeAudit(trx, ctx.actor, {
        action: 'delete',
        entity: 'document-folder',
        entityId: id,
        before: { type, parentId: before.parent_id, name: before.name },
      });
    });
  } catch (err) {
    // An upload into it committed meanwhile: the foreign key says what the check did not see yet.
    if (foreignKeyViolation(err)) throw new AppError('DOCUMENT_FOLDER_NOT_EMPTY', { name: before.name });
    throw err;
  }
}
