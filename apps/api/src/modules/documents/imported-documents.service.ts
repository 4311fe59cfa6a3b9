import { Readable } from 'node:stream';
import type { DocumentType } from '@dealerport/contract';
import type { Config } from '../../config/config';
import type { Db } from '../../db/executor';
import { documentStore } from '../../platform/storage/document-store';
import { nameKey, sanitisedUploadName } from './document-files';
import * as repo from './documents.repository';

/**
 * Documents another area brings in without a person's upload (the fitment sync's expert opinion PDFs; ADR
 * 0055): the same tree and store as an upload (ADR 0042), written inside the caller's transaction. The bytes
 * are written first; the caller removes them when its transaction does not commit (`removeStoredDocuments`)
 * and removes the bytes of the rows it deleted only after it did.
 */

const PDF = Buffer.from('%PDF-');

/** Whether bytes are a PDF by their first bytes (the uploads' rule). */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, PDF.length).equals(PDF);

/** Which of these ids are PDF documents of the type. */
export async function findPdfDocuments(db: Db, type: DocumentType, ids: readonly string[]): Promise<Set<string>> {
  const rows = await repo.findFiles(db, type, [...new Set(ids)]);
  return new Set(rows.filter((r) => r.extension === 'pdf').map((r) => r.id));
}

/**
 * Stores a PDF as a document of the type in the top-level folder `folderName` (made when missing). The name
 * is the caller's, made acceptable, with -2, -3, ... when the folder has it already.
 */
export async function storeImportedPdf(
  db: Db,
  config: Pick<Config, 'DATA_DIR'>,
  input: { type: DocumentType; folderName: string; name: string; bytes: Buffer },
): Promise<{ id: string; storageKey: string }> {
  const folder =
    (await repo.findTopFolder(db, input.type, nameKey(input.folderName))) ??
    (await repo.insertFolder(db, {
      type: input.type,
      parentId: null,
      name: input.folderName,
      nameKey: nameKey(input.folderName),
      userId: null,
    }));
  const written = await documentStore(config).write(Readable.from([input.bytes]), input.bytes.length + 1);
  // A free name: the caller's, else with -2, -3, ... before the extension (the folder's names are unique).
  const wanted = sanitisedUploadName(input.name);
  const dot = wanted.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [wanted.slice(0, dot), wanted.slice(dot)] : [wanted, ''];
  let name = wanted;
  for (let n = 2; await repo.fileNameTaken(db, input.type, folder.id, nameKey(name)); n++) name = sanitisedUploadName(`${stem}-${n}${ext}`);
  const row = await repo.insertFile(db, {
    type: input.type,
    folderId: folder.id,
    name,
    nameKey: nameKey(name),
    extension: 'pdf',
    contentType: 'application/pdf',
    size: written.size,
    storageKey: written.key,
    userId: null,
  });
  return { id: row.id, storageKey: written.key };
}

/** Deletes documents' rows (inside the caller's transaction); answers the keys whose bytes go after its commit. */
export function deleteImportedDocuments(db: Db, ids: readonly string[]): Promise<string[]> {
  return repo.deleteFiles(db, ids);
}

/** Removes stored bytes (after a commit, or of a transaction that did not commit); a failure is only litter. */
export async function removeStoredDocuments(config: Pick<Config, 'DATA_DIR'>, keys: readonly string[]): Promise<void> {
  const store = documentStore(config);
  await Promise.all(keys.map((key) => store.remove(key).catch(() => undefined)));
}
