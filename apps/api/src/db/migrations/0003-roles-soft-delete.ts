import type { Kysely } from 'kysely';
import { runScript } from './run-script';

/**
 * Roles are deleted softly: soft-deleted users keep referencing their role (users.role_id is not
 * null), so a hard delete would fail once a deleted user had held it. A deleted role frees its name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table roles add column deleted_at timestamptz;
    drop index roles_name_key;
    create unique index roles_name_key on roles (lower(name)) where deleted_at is null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    delete from role_permissions where role_id in (select id from roles where deleted_at is not null);
    drop index roles_name_key;
    create unique index roles_name_key on roles (lower(name));
    alter table roles drop column deleted_at;
  `,
  );
}
