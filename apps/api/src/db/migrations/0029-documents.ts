import { type Kysely, sql } from 'kysely';

/**
 * Documents (spec 02 §3 Directory, `/documents`; ADR 0042): folders and files per document type (price
 * lists, catalogues, certificates). The tree lives here, the bytes in the storage boundary
 * (platform/storage document-store: DATA_DIR/documents/<storage_key>), under a generated key: a file's
 * name is only a column, so renaming and moving never touch the bytes and no name ever reaches a path.
 * `name_key` is the name as compared (NFC, lower case): one name per folder, whatever its case.
 * A folder is deleted only when empty (the service says so), hence `restrict`.
 */
const UP = [
  `create table document_folders (
    id uuid primary key default gen_random_uuid(),
    type text not null,
    parent_id uuid references document_folders(id) on delete restrict,
    name text not null,
    name_key text not null,
    created_by uuid references users(id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index document_folders_name on document_folders (type, coalesce(parent_id, '00000000-0000-0000-0000-000000000000'::uuid), name_key)`,
  `create table documents (
    id uuid primary key default gen_random_uuid(),
    type text not null,
    folder_id uuid references document_folders(id) on delete restrict,
    name text not null,
    name_key text not null,
    extension text not null,
    content_type text not null,
    size_bytes bigint not null check (size_bytes >= 0),
    storage_key text not null unique,
    created_by uuid references users(id) on delete set null,
    created_at timestamptz not null default now(),
    updated_by uuid references users(id) on delete set null,
    updated_at timestamptz not null default now()
  )`,
  `create unique index documents_name on documents (type, coalesce(folder_id, '00000000-0000-0000-0000-000000000000'::uuid), name_key)`,
  `create index documents_folder on documents (folder_id)`,
];

const DOWN = [`drop table documents`, `drop table document_folders`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
