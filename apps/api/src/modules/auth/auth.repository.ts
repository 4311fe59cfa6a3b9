import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

export async function insertRefreshToken(
  db: Executor,
  row: { userId: string; familyId: string; tokenHash: string; expiresAt: Date; ip: string | null; userAgent: string | null },
) {
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: row.userId,
      family_id: row.familyId,
      token_hash: row.tokenHash,
      expires_at: row.expiresAt,
      ip: row.ip,
      user_agent: row.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
}

/** Locks the token row so two concurrent refreshes of the same token serialise. */
export async function findRefreshTokenForUpdate(db: Executor, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .select(['id', 'user_id', 'family_id', 'expires_at', 'used_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markRefreshTokenUsed(db: Executor, id: string) {
  await db.updateTable('refresh_tokens').set({ used_at: sql`now()` }).where('id', '=', id).execute();
}

export async function revokeFamily(db: Executor, familyId: string, reason: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertResetToken(db: Executor, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insertInto('password_reset_tokens').values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt }).execute();
}

/** Consumes a reset token atomically: only one caller can ever use it. */
export async function consumeResetToken(db: Executor, tokenHash: string) {
  return db
    .updateTable('password_reset_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id'])
    .executeTakeFirst();
}

export async function invalidateResetTokens(db: Executor, userId: string) {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

// ---- sign-in throttling (kept in the database so every API process shares it; ADR 0029) ----
// Keys: `pair:<account>|<address>`, `address:<ip>` and `account:<name>`; locked_until is the end of the
// last slot handed out, which spaces slowed attempts apart (nothing is locked).

/** Counts one failure of a key within the window; returns the new count. One statement, so concurrent failures all count. */
export async function countFailure(db: Executor, key: string, windowMinutes: number): Promise<number> {
  const result = await sql<{ failures: number }>`
    insert into sign_in_throttle as t (key, failures, window_started_at, locked_until)
    values (${key}, 1, now(), null)
    on conflict (key) do update set
      failures = case when t.window_started_at < now() - make_interval(mins => ${windowMinutes}) then 1 else t.failures + 1 end,
      window_started_at = case when t.window_started_at < now() - make_interval(mins => ${windowMinutes}) then now() else t.window_started_at end
    returning t.failures`.execute(db);
  return result.rows[0]!.failures;
}

/**
 * Hands out the next slot of a slowed key: it starts when the last one handed out ends (or now) and
 * lasts `delayMs`. Returns how long the caller waits (ms, by the database's clock, shared by every
 * process): `delayMs` when attempts come one after another, more when they come in parallel.
 */
export async function reserveSlot(db: Executor, key: string, delayMs: number): Promise<number> {
  const result = await sql<{ wait_ms: number | string }>`
    update sign_in_throttle set
      locked_until = greatest(coalesce(locked_until, now()), now()) + make_interval(secs => ${delayMs / 1000})
    where key = ${key}
    returning round(extract(epoch from (locked_until - now())) * 1000) as wait_ms`.execute(db);
  return Number(result.rows[0]?.wait_ms ?? 0);
}

/** Takes back one counted failure of a slowed key; its slots stay as handed out. */
export async function forgiveCount(db: Executor, key: string) {
  await sql`update sign_in_throttle set failures = greatest(failures - 1, 0) where key = ${key}`.execute(db);
}

/** Forgets every count of an account: its own and its pairs with every address (after a password reset). */
export async function clearAccountThrottles(db: Executor, accountKey: string, pairPrefix: string) {
  await db
    .deleteFrom('sign_in_throttle')
    .where((eb) => eb.or([eb('key', '=', accountKey), eb(sql<boolean>`starts_with(key, ${pairPrefix})`, '=', true)]))
    .execute();
}
