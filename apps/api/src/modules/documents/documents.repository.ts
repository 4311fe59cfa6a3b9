import { sql } from 'kysely';
import type { Db as Executor } from '../../db/executor';

const FILE_COLUMNS = ['id', 'type', 'folder_id', 'name', 'extension', 'content_type', 'size_bytes', 'storage_key', 'updated_at'] as const;
const FOLDER_COLUMNS = ['id', 'type', 'parent_id', 'name'] as const;

export async function listFolders(db: Executor, type: string) {
  return db.selectFrom('document_folders').select(FOLDER_COLUMNS).where('type', '=', type).orderBy('name_key').orderBy('id').execute();
}
export type FolderRow = Awaited<ReturnType<typeof listFolders>>[number];

export async function listFiles(db: Executor, type: string) {
  return db.selectFrom('documents').select(FILE_COLUMNS).where('type', '=', type).orderBy('name_key').orderBy('id').execute();
}
export type FileRow = Awaited<ReturnType<typeof listFiles>>[number];

export async function findFile(db: Executor, type: string, id: string) {
  return db.selectFrom('documents').select(FILE_COLUMNS).where('type', '=', type).where('id', '=', id).executeTakeFirst();
}

export async function findFolder(db: Executor, type: string, id: string) {
  return db.selectFrom('document_folders').select(FOLDER_COLUMNS).where('type', '=', type).where('id', '=', id).executeTakeFirst();
}

export async function insertFile(
  db: Executor,
  v: {
    type: string;
    folderId: string | null;
    name: string;
    nameKey: string;
    extension: string;
    contentType: string;
    size: number;
    storageKey: string;
    /** null: written by a machine (the sync), not a person. */
    userId: string | null;
  },
) {
  return db
    .insertInto('documents')
    .values({
      type: v.type,
      folder_id: v.folderId,
      name: v.name,
      name_key: v.nameKey,
      extension: v.extension,
      content_type: v.contentType,
      size_bytes: v.size,
      storage_key: v.storageKey,
      created_by: v.userId,
      updated_by: v.userId,
    })
    .returning(FILE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function renameFile(db: Executor, id: string, name: string, nameKey: string, userId: string) {
  return db
    .updateTable('documents')
    .set({ name, name_key: nameKey, updated_by: userId, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(FILE_COLUMNS)
    .executeTakeFirst();
}

export async function deleteFile(db: Executor, id: string) {
  return db.deleteFrom('documents').where('id', '=', id).returning('storage_key').executeTakeFirst();
}

export async function insertFolder(
  db: Executor,
  v: { type: string; parentId: string | null; name: string; nameKey: string; userId: string | null },
) {
  return db
    .insertInto('document_folders')
    .values({ type: v.type, parent_id: v.parentId, name: v.name, name_key: v.nameKey, created_by: v.userId })
    .returning(FOLDER_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function renameFolder(db: Executor, id: string, name: string, nameKey: string) {
  return db
    .updateTable('document_folders')
    .set({ name, name_key: nameKey, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(FOLDER_COLUMNS)
    .executeTakeFirst();
}

/** Deletes a folder when nothing is in it (no file, no folder); false when something is, or it is gone. */
export async function deleteEmptyFolder(db: Executor, id: string): Promise<boolean> {
  const row = await db
    .deleteFrom('document_folders as f')
    .where('f.id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('documents')
            .select(sql`1`.as('x'))
            .where('folder_id', '=', id)
            .unionAll(selectFrom('document_folders').select(sql`1`.as('x')).where('parent_id', '=', id)),
        ),
      ),
    )
    .returning('f.id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The documents of a type among these ids (the sync's references to them). */
export async function findFiles(db: Executor, type: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('documents').select(FILE_COLUMNS).where('type', '=', type).where('id', 'in', ids).execute();
}

/** A top-level folder of a type by its folded name. */
export async function findTopFolder(db: Executor, type: string, folded: string) {
  return db
    .selectFrom('document_folders')
    .select(FOLDER_COLUMNS)
    .where('type', '=', type)
    .where('parent_id', 'is', null)
    .where('name_key', '=', folded)
    .executeTakeFirst();
}

/** Deletes documents' rows; answers their storage keys (the bytes go after the commit). */
export async function deleteFiles(db: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.deleteFrom('documents').where('id', 'in', ids).returning('storage_key').execute();
  return rows.map((r) => r.storage_key);
}

/** Whether a folder (null: the top level) of a type holds a file of this folded name. */
export async function fileNameTaken(db: Executor, type: string, folderId: string | null, folded: string): Promise<boolean> {
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('type', '=', type)
    .where((eb) => (folderId === null ? eb('folder_id', 'is', null) : eb('folder_id', '=', folderId)))
    .where('name_key', '=', folded)
    .executeTakeFirst();
  return row !== undefined;
}
