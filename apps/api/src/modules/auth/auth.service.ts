import { randomUUID } from 'node:crypto';
import {
  type AuthResult,
  type ChangePasswordBody,
  type ForgottenPasswordBody,
  type Identity,
  normalizeCulture,
  type ResetPasswordBody,
  type SignInBody,
} from '@dealerport/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken, randomToken } from '../../lib/crypto';
import { signAccessToken } from '../../lib/jwt';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { writeAudit } from '../../platform/audit/audit';
import { enqueueJob } from '../../platform/jobs/queue';
import { queueMail } from '../../platform/mail/mail';
import type { RequestContext, SignedInContext } from '../../plugins/context';
import { composeMail, isMailDeliveryConfigured, type MailRequest, sendEmail } from '../emails';
import * as settings from '../settings';
import * as users from '../users';
import * as repo from './auth.repository';

// Verified against when the account does not exist, so an unknown name costs the same time.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomToken());
  return dummyHash;
};

export const RESET_QUEUE = 'auth.password-reset';

async function issueTokens(ctx: RequestContext, db: Kysely<Database>, userId: string, familyId: string): Promise<AuthResult> {
  const refreshToken = randomToken();
  const expiresAt = new Date(Date.now() + ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  await repo.insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  const access = await signAccessToken(ctx.config.JWT_SECRET, userId, familyId, ctx.config.ACCESS_TOKEN_TTL_SECONDS);
  return { schema: 'Bearer', token: access.token, refreshToken, expiresIn: access.expiresAt.toISOString() };
}

/**
 * How each count slows sign-ins (ADR 0029): within `free` failures nothing, then a wait of `first`
 * that doubles per further failure up to `cap`, each a multiple of SIGNIN_DELAY_BASE_MS. With the
 * default 500 ms: the pair 1 s, 2, 4, 8, 16, then 30 s; the address 0.5 s up to 16 s; the account
 * 0.5 s up to 4 s.
 */
const PAIR_DELAY = { first: 2, cap: 60 };
const ADDRESS_DELAY = { first: 1, cap: 32 };
const ACCOUNT_DELAY = { first: 1, cap: 8 };
/** A slowed attempt that would wait longer than this (a parallel flood) is refused. */
const MAX_WAIT_MS = 60_000;

/** The delay after `failures` counted failures: none within `free`, then first, 2x first, ... up to cap (times baseMs). */
export function signInDelayMs(failures: number, free: number, baseMs: number, { first, cap }: { first: number; cap: number }): number {
  if (failures <= free) return 0;
  return baseMs * Math.min(first * 2 ** Math.min(failures - free - 1, 30), cap);
}

/** What the throttle decided for one sign-in (the route puts it in the answer's headers). */
export interface SignInThrottleReport {
  delayMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sign-in (ADR 0029). The same answer and about the same time whether the account is
 * unknown, disabled or the password wrong (no user enumeration, ADR 0005). Nothing is ever locked: an
 * account failing from one address, an address failing a lot and an account failing a lot are only
 * slowed: every attempt of theirs waits a growing delay before the password is checked, and a correct
 * password still signs in (so no one sharing an address, an office behind one NAT, can lock the owner out).
 */
export async function signIn(ctx: RequestContext, body: SignInBody, report: SignInThrottleReport = { delayMs: 0 }): Promise<AuthResult> {
  const { config } = ctx;
  const user = await users.findUserForSignIn(ctx.db, body.userName);
  // Keyed by the account, not by what was typed: its name and its email share one allowance.
  const account = (user?.account_name ?? body.userName).toLowerCase();
  const accountKey = `account:${account}`;
  const addressKey = `address:${ctx.ip}`;
  const pairKey = `pair:${account}|${ctx.ip}`;

  // Counted before the password is checked: a check-then-count lets a burst of parallel guesses all
  // pass at the same short delay. Each slowed attempt takes the next slot of its counts, so parallel
  // ones queue; a success gives its counts back.
  const slowed = [
    { key: pairKey, free: config.SIGNIN_MAX_FAILURES_PER_PAIR, delay: PAIR_DELAY },
    { key: addressKey, free: config.SIGNIN_FREE_FAILURES_PER_ADDRESS, delay: ADDRESS_DELAY },
    { key: accountKey, free: config.SIGNIN_FREE_FAILURES_PER_ACCOUNT, delay: ACCOUNT_DELAY },
  ];
  let waitMs = 0;
  for (const { key, free, delay } of slowed) {
    const failures = await repo.countFailure(ctx.db, key, config.SIGNIN_WINDOW_MINUTES);
    const delayMs = signInDelayMs(failures, free, config.SIGNIN_DELAY_BASE_MS, delay);
    if (delayMs > 0) waitMs = Math.max(waitMs, await repo.reserveSlot(ctx.db, key, delayMs));
  }
  report.delayMs = waitMs;
  if (waitMs > MAX_WAIT_MS) {
    ctx.log.warn({ pairKey, waitMs }, 'sign-in flood refused');
    throw new AppError('RATE_LIMITED');
  }
  if (waitMs > 0) {
    ctx.log.info({ pairKey, waitMs }, 'sign-in slowed');
    await sleep(waitMs);
  }

  const passwordOk = await verifyPassword(user?.password_hash ?? (await getDummyHash()), body.password);
  if (!user || !passwordOk || !user.is_active) {
    ctx.log.info({ userName: body.userName, known: Boolean(user) }, 'sign-in failed');
    throw new AppError('INVALID_CREDENTIALS');
  }

  // Given back, not cleared: the failures of someone else at the same address stand until their window ends.
  for (const { key } of slowed) await repo.forgiveCount(ctx.db, key);
  const language = body.language ? normalizeCulture(body.language) : undefined;
  await users.touchLastLogin(ctx.db, user.id, language);
  return issueTokens(ctx, ctx.db, user.id, randomUUID());
}

/** How long after a rotation a second use of the same token counts as a race, not as theft. */
const REUSE_GRACE_MS = 10_000;

/**
 * Refresh with rotation: each refresh token works once and is replaced by a new one of the same
 * family. A token used again after the grace period means it leaked: the whole family is revoked.
 */
export async function refresh(ctx: RequestContext, refreshToken: string): Promise<AuthResult> {
  const tokenHash = hashToken(refreshToken);
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findRefreshTokenForUpdate(trx, tokenHash);
    if (!row || row.revoked_at) return { error: true as const };
    if (row.used_at) {
      const sinceUse = Date.now() - new Date(row.used_at).getTime();
      if (sinceUse > REUSE_GRACE_MS) {
        await repo.revokeFamily(trx, row.family_id, 'reuse');
        return { error: true as const, reuse: row.family_id };
      }
      return { error: true as const };
    }
    if (new Date(row.expires_at).getTime() <= Date.now()) return { error: true as const };
    const user = await users.findUserById(trx, row.user_id);
    if (!user?.is_active) {
      await repo.revokeFamily(trx, row.family_id, 'user-disabled');
      return { error: true as const };
    }
    await repo.markRefreshTokenUsed(trx, row.id);
    return { result: await issueTokens(ctx, trx, row.user_id, row.family_id) };
  });
  if ('reuse' in outcome) ctx.log.warn({ familyId: outcome.reuse }, 'refresh token reuse detected; session revoked');
  if (!('result' in outcome) || !outcome.result) throw new AppError('INVALID_REFRESH_TOKEN');
  return outcome.result;
}

function checkCallbackUrl(ctx: RequestContext, callBackUrl: string): string {
  let url: URL;
  try {
    url = new URL(callBackUrl);
  } catch {
    throw new AppError('CALLBACK_URL_INVALID');
  }
  // The link goes into an email we send: only our own origins, so it can't be turned into phishing.
  if (!ctx.config.callbackOrigins.includes(url.origin)) throw new AppError('CALLBACK_URL_INVALID');
  return url.toString().replace(/\/+$/, '');
}

/**
 * Forgotten password: always 204 and the same work whoever is asked for. The lookup and the email
 * happen in a job, so neither the answer nor its timing tells whether the account exists.
 */
export async function requestPasswordReset(ctx: RequestContext, callBackUrl: string, body: ForgottenPasswordBody): Promise<void> {
  const link = checkCallbackUrl(ctx, callBackUrl);
  await enqueueJob(ctx.db, RESET_QUEUE, { userName: body.email, callBackUrl: link, culture: ctx.culture }, { maxAttempts: 3 });
}

/** The job behind requestPasswordReset: creates a single-use token and queues the email. */
export async function sendPasswordResetEmail(
  ctx: Pick<RequestContext, 'db' | 'config' | 'log'>,
  payload: { userName: string; callBackUrl: string; culture: string },
): Promise<void> {
  const user = await users.findUserForSignIn(ctx.db, payload.userName);
  if (!user?.is_active) {
    ctx.log.info('password reset requested for an unknown or disabled account');
    return;
  }
  const token = randomToken();
  const minutes = ctx.config.RESET_TOKEN_TTL_MINUTES;
  const email = await composeMail(ctx.db, {
    event: 'PasswordReset',
    to: user.email,
    language: payload.culture,
    vars: { name: user.account_name, link: `${payload.callBackUrl}/${token}`, minutes },
  });
  const smtpConfigured = await isMailDeliveryConfigured(ctx.db, ctx.config);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.invalidateResetTokens(trx, user.id);
    await repo.insertResetToken(trx, user.id, hashToken(token), new Date(Date.now() + minutes * 60_000));
    if (email) await queueMail(trx, email, { smtpConfigured });
  });
}

async function checkNewPassword(db: Kysely<Database>, newPassword: string, confirm: string) {
  if (newPassword !== confirm) throw new AppError('PASSWORD_MISMATCH');
  await settings.assertPasswordAllowed(db, newPassword);
}

/** The PasswordChanged mail (off until an administrator turns the event on). */
function passwordChangedMail(
  user: { email: string; language: string | null; account_name: string; first_name?: string | null },
  publicUrl: string,
): MailRequest {
  return {
    event: 'PasswordChanged',
    to: user.email,
    language: user.language,
    vars: { name: user.first_name?.trim() || user.account_name, link: `${publicUrl.replace(/\/+$/, '')}/sign-in` },
  };
}

/** Sets a new password with an emailed token; the token works once and every session ends. */
export async function resetPassword(ctx: RequestContext, token: string, body: ResetPasswordBody): Promise<void> {
  await checkNewPassword(ctx.db, body.newPassword, body.confirmNewPassword);
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const used = await repo.consumeResetToken(trx, hashToken(token));
    if (!used) throw new AppError('RESET_TOKEN_INVALID');
    // The owner proved himself by the emailed link: whatever others did to his account ends (ADR 0029).
    const owner = await users.findUserById(trx, used.user_id);
    if (owner) {
      const account = owner.account_name.toLowerCase();
      await repo.clearAccountThrottles(trx, `account:${account}`, `pair:${account}|`);
    }
    await users.setPassword(trx, used.user_id, passwordHash, false);
    await repo.invalidateResetTokens(trx, used.user_id);
    if (owner) await sendEmail(trx, ctx.config, passwordChangedMail(owner, ctx.config.PUBLIC_URL));
    await users.endUserSessions(trx, used.user_id, 'password-reset');
    // The emailed token proved who acts: the user himself. Never any password or token material.
    await writeAudit(
      trx,
      { userId: used.user_id },
      {
        action: 'reset-password',
        entity: 'user',
        entityId: used.user_id,
        before: null,
        after: { passwordChanged: true, isPasswordChangeRequired: false, sessionsEnded: true, ip: ctx.ip },
      },
    );
  });
}

/**
 * The signed-in user's own change (spec 01 §4 forced change, profile page): the old password is
 * checked; other sessions end, this one stays.
 */
export async function changeOwnPassword(ctx: SignedInContext, body: ChangePasswordBody): Promise<void> {
  const user = await users.findUserById(ctx.db, ctx.actor.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  const ok = await verifyPassword(user.password_hash, body.oldPassword);
  if (!ok) throw new AppError('OLD_PASSWORD_WRONG');
  await checkNewPassword(ctx.db, body.newPassword, body.confirmNewPassword);
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await users.setPassword(trx, user.id, passwordHash, false);
    await users.endUserSessions(trx, user.id, 'password-changed', ctx.actor.sessionId);
    await sendEmail(trx, ctx.config, passwordChangedMail(user, ctx.config.PUBLIC_URL));
    await writeAudit(trx, ctx.actor, {
      action: 'change-password',
      entity: 'user',
      entityId: user.id,
      before: null,
      after: { passwordChanged: true, isPasswordChangeRequired: false, otherSessionsEnded: true },
    });
  });
}

/** How long the set-password link of a new account works (longer than a reset: it may wait in an inbox). */
export const PASSWORD_SETUP_LINK_DAYS = 7;

/**
 * A set-password link for a new account (design.md §4: approval emails one): a single-use reset
 * token like the forgotten-password one, valid `validDays`, pointing at the web client's
 * /reset-password/{token} page. Earlier unused tokens of the user stop working. Pass the caller's
 * transaction; the caller sends the email.
 */
export async function createPasswordSetupLink(
  db: Kysely<Database>,
  config: Pick<RequestContext['config'], 'PUBLIC_URL'>,
  userId: string,
  validDays = PASSWORD_SETUP_LINK_DAYS,
): Promise<string> {
  const token = randomToken();
  await repo.invalidateResetTokens(db, userId);
  await repo.insertResetToken(db, userId, hashToken(token), new Date(Date.now() + validDays * 86_400_000));
  return `${config.PUBLIC_URL.replace(/\/+$/, '')}/reset-password/${token}`;
}

/** GET /api/auths/who-am-i: the signed-in user as the users area describes it. */
export function whoAmI(ctx: SignedInContext): Promise<Identity> {
  return users.getIdentity(ctx);
}
