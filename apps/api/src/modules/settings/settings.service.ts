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
import { checkAdminPattern, compileSafePattern } from '../../lib/safe-pattern';
import { writeAudit } from '../../platform/audit/audit';
import type { SignedInContext } from '../../plugins/context';
import * as repo from './settings.repository';
import { settingRow } from './settings-cache';

/** The `settings` row holding the security settings of spec 02 §3 (passwordPattern, passwordChangeFrequency). */
const PASSWORD_SETTINGS_KEY = 'password';

const DEFAULT_PASSWORD_SETTINGS: PasswordSettings = {
  passwordPattern: DEFAULT_PASSWORD_PATTERN,
  passwordChangeFrequency: 0,
};

/**
 * The stored value, or the defaults when none is stored or it is unreadable, including a pattern the
 * linear-time engine cannot run (saved before ADR 0029): never a 500, never a slow check.
 */
function fromStored(value: unknown): PasswordSettings {
  const parsed = PasswordSettingsSchema.safeParse(value);
  if (!parsed.success || !compileSafePattern(parsed.data.passwordPattern)) return { ...DEFAULT_PASSWORD_SETTINGS };
  return parsed.data;
}

/** The password settings in force. */
export async function getPasswordSettings(db: Kysely<Database>): Promise<PasswordSettings> {
  const row = await settingRow(db, PASSWORD_SETTINGS_KEY);
  return row?.isActive === false ? { ...DEFAULT_PASSWORD_SETTINGS } : fromStored(row?.value);
}

/**
 * The one password check of every place that sets a password (reset, own change, administrator):
 * the contract's PasswordSchema (spec 01 §5) and the configured pattern (design.md §4).
 */
export async function assertPasswordAllowed(db: Kysely<Database>, password: string): Promise<void> {
  if (!PasswordSchema.safeParse(password).success) throw new AppError('PASSWORD_POLICY');
  const { passwordPattern } = await getPasswordSettings(db);
  // Administrator-set: only ever run on the linear-time engine (lib/safe-pattern.ts, ADR 0029).
  const pattern = compileSafePattern(passwordPattern);
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

/**
 * Saves the password settings (the pattern must compile and be safe to run, ADR 0029); written to the
 * audit log.
 */
export async function updatePasswordSettings(ctx: SignedInContext, body: UpdatePasswordSettingsBody): Promise<PasswordSettings> {
  const refusal = checkAdminPattern(body.passwordPattern);
  if (refusal === 'invalid') throw new AppError('INVALID_PASSWORD_PATTERN');
  if (refusal === 'unsafe') throw new AppError('UNSAFE_PATTERN', { field: 'passwordPattern' });
  const next: PasswordSettings = { passwordPattern: body.passwordPattern, passwordChangeFrequency: body.passwordChangeFrequency };
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.lockSettingRow(trx, PASSWORD_SETTINGS_KEY);
    if (row?.isStatic) throw new AppError('SETTING_STATIC', { key: 'passwordSettings' });
    const before = fromStored(row?.value);
    await repo.upsertSetting(trx, PASSWORD_SETTINGS_KEY, next);
    await writeAudit(trx, ctx.actor, { action: 'update', entity: 'setting', entityId: PASSWORD_SETTINGS_KEY, before, after: next });
  });
  return next;
}
