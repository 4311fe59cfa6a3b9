import { type Kysely, sql } from 'kysely';

/**
 * Runs a migration script statement by statement (prepared statements, which both drivers use,
 * take one command each). Statements end with `;` at the end of a line.
 */
export async function runScript(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
