import {
  DEFAULT_PASSWORD_PATTERN,
  PasswordSchema,
  type PasswordSettings,
  PasswordSettingsSchema,
  type UpdatePasswordSettingsBody,
} from '@dealerport/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../platform/audit/audit';
import type { SignedInContext } from '../../plugins/context';
import * as repo from './settings.repository';

/** The `settings` row holding the security settings of spec 02 §3 (passwordPattern, passwordChangeFrequency). */
const PASSWORD_SETTINGS_KEY = 'password';

const DEFAULT_PASSWORD_SETTINGS: PasswordSettings = {
  passwordPattern: DEFAULT_PASSWORD_PATTERN,
  passwordChangeFrequency: 0,
};

/** Compiles a pattern; null when it is not a valid regular expression. */
function compile(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** The stored value, or the defaults when none is stored or it is unreadable (never a 500 at sign-in). */
function fromStored(value: unknown): PasswordSettings {
  const parsed = PasswordSettingsSchema.safeParse(value);
  if (!parsed.success || !compile(parsed.data.passwordPattern)) return { ...DEFAULT_PASSWORD_SETTINGS };
  return parsed.data;
}

/** The password settings in force. */
export async function getPasswordSettings(db: Kysely<Database>): Promise<PasswordSettings> {
  return fromStored(await repo.findSetting(db, PASSWORD_SETTINGS_KEY));
}

/**
 * The one password check of every place that sets a password (reset, own change, administrator):
 * the contract's PasswordSchema (spec 01 §5) and the configured pattern (design.md §4).
 */
export async function assertPasswordAllowed(db: Kysely<Database>, password: string): Promise<void> {
  if (!PasswordSchema.safeParse(password).success) throw new AppError('PASSWORD_POLICY');
  const { passwordPattern } = await getPasswordSettings(db);
  const pattern = compile(passwordPattern);
  if (pattern && !pattern.test(password)) throw new AppError('PASSWORD_POLICY');
}

/**
 * Whether a password set at `changedAt` is due for a change under the settings' frequency
 * (days; 0 = never).
 */
export function isPasswordChangeDue(settings: PasswordSettings, changedAt: Date | string, now = new Date()): boolean {
  if (settings.passwordChangeFrequency <= 0) return false;
  const ageMs = now.getTime() - new Date(changedAt).getTime();
  return ageMs >= settings.passwordChangeFrequency * 86_400_000;
}

export async function readPasswordSettings(ctx: SignedInContext): Promise<PasswordSettings> {
  return getPasswordSettings(ctx.db);
}

/** Saves the password settings (the pattern must compile); written to the audit log. */
export async function updatePasswordSettings(ctx: SignedInContext, body: UpdatePasswordSettingsBody): Promise<PasswordSettings> {
  if (!compile(body.passwordPattern)) throw new AppError('INVALID_PASSWORD_PATTERN');
  const next: PasswordSettings = { passwordPattern: body.passwordPattern, passwordChangeFrequency: body.passwordChangeFrequency };
  await ctx.db.transaction().execute(async (trx) => {
    const before = fromStored(await repo.lockSetting(trx, PASSWORD_SETTINGS_KEY));
    await repo.upsertSetting(trx, PASSWORD_SETTINGS_KEY, next);
    await writeAudit(trx, ctx.actor, { action: 'update', entity: 'setting', entityId: PASSWORD_SETTINGS_KEY, before, after: next });
  });
  return next;
}
