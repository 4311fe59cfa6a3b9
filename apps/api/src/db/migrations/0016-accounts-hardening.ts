import type { Kysely } from 'kysely';
import { runScript } from './run-script';

/**
 * Accounts hardening (issue 4): a rejected dealer registration keeps the administrator's reason, so the
 * list shows why and the applicant's email can say it (docs/decisions/0021).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table customer_registrations add column rejection_reason text;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table customer_registrations drop column rejection_reason;
  `,
  );
}
