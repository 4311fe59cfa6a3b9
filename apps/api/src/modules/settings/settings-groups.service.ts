import {
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_IMAGE_SETTINGS,
  DEFAULT_SITE_SETTINGS,
  type GeneralSettings,
  GeneralSettingsSchema,
  type ImageSettings,
  ImageSettingsSchema,
  type Setting,
  type SiteSettings,
  SiteSettingsSchema,
  type UpdateGeneralSettingsBody,
  type UpdateImageSettingsBody,
} from '@dealerport/contract';
import type { z } from 'zod';
import type { Db } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { dayIn } from '../../lib/dates';
import { writeAudit } from '../../platform/audit/audit';
import type { SignedInContext } from '../../plugins/context';
import * as repo from './settings.repository';
import { type SettingRow, settingRow, settingRows } from './settings-cache';

/*
 * The typed settings groups (design.md §4b): each is one `settings` row holding JSON, described by one
 * schema of the contract, read through the settings cache. What is missing, unreadable or switched off
 * (is_active false) reads as the group's defaults, never a 500. A change locks the row, refuses a static
 * one (SETTING_STATIC), raises the version and writes the audit log (before and after) in one transaction.
 */

export interface SettingsGroup<T> {
  /** The `settings` row's key. */
  key: string;
  /** The name the admin knows it by (the call's), in SETTING_STATIC's message. */
  name: string;
  schema: z.ZodType<T>;
  defaults: T;
}

export const GENERAL: SettingsGroup<GeneralSettings> = {
  key: 'general',
  name: 'generalSettings',
  schema: GeneralSettingsSchema,
  defaults: DEFAULT_GENERAL_SETTINGS,
};
export const IMAGE: SettingsGroup<ImageSettings> = {
  key: 'image',
  name: 'imageSettings',
  schema: ImageSettingsSchema,
  defaults: DEFAULT_IMAGE_SETTINGS,
};
export const SITE: SettingsGroup<SiteSettings> = {
  key: 'site',
  name: 'siteSettings',
  schema: SiteSettingsSchema,
  defaults: DEFAULT_SITE_SETTINGS,
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A group's value as stored (an empty row: the defaults; fields added later: their defaults). */
export function groupValue<T>(group: SettingsGroup<T>, stored: unknown): T {
  if (!isRecord(stored)) return group.defaults;
  let byGroup = parsedValues.get(stored);
  if (!byGroup) {
    byGroup = new Map();
    parsedValues.set(stored, byGroup);
  }
  if (byGroup.has(group.key)) return byGroup.get(group.key) as T;
  const parsed = group.schema.safeParse({ ...(group.defaults as Record<string, unknown>), ...stored });
  const value = parsed.success ? parsed.data : group.defaults;
  byGroup.set(group.key, value);
  return value;
}

/**
 * Parsed values by the stored object they came from: the settings cache hands out the same object until a
 * write drops it, so a group read on every request (the distributor's day) is parsed once per change.
 * Callers treat the value as read-only.
 */
const parsedValues = new WeakMap<object, Map<string, unknown>>();

/** A group's value in force (through the cache). */
export async function readGroup<T>(db: Db, group: SettingsGroup<T>): Promise<T> {
  const row = await settingRow(db, group.key);
  return row?.isActive === false ? group.defaults : groupValue(group, row?.value);
}

/** A group's value in force with the row's version (0: no row). */
export async function readGroupVersioned<T>(db: Db, group: SettingsGroup<T>): Promise<{ value: T; version: number }> {
  const row = await settingRow(db, group.key);
  return { value: row?.isActive === false ? group.defaults : groupValue(group, row?.value), version: row?.version ?? 0 };
}

/**
 * Changes a group: `next` computes the new value from the one in force (inside the transaction, the row
 * locked). A static row refuses (SETTING_STATIC). Audited with before and after.
 */
export async function writeGroup<T>(ctx: SignedInContext, group: SettingsGroup<T>, next: (before: T) => T | Promise<T>): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await repo.lockSettingRow(trx, group.key);
    if (row?.isStatic) throw new AppError('SETTING_STATIC', { key: group.name });
    const before = groupValue(group, row?.value);
    const after = await next(before);
    await repo.upsertSetting(trx, group.key, after);
    await writeAudit(trx, ctx.actor, {
      action: 'update',
      entity: 'setting',
      entityId: group.key,
      before: before as Record<string, unknown>,
      after: after as Record<string, unknown>,
    });
    return after;
  });
}

/** The fields of a group's stored JSON that are secrets (dotted: nested; sealed; the list shows only whether one is set). */
const SECRET_FIELDS: Record<string, readonly string[]> = {
  'logo-rest': ['clientSecret', 'password'],
  ftp: ['password'],
  mail: ['smtp.password', 'sendGrid.apiKey'],
  payment: ['payPal.clientSecret', 'netahsilat.credential.password'],
};

const GROUPS_BY_KEY = new Map<string, SettingsGroup<unknown>>([GENERAL, IMAGE, SITE].map((g) => [g.key, g as SettingsGroup<unknown>]));

/** `value` with the secret at `path` masked (a copy; anything not an object is left as it is). */
function maskSecret(value: unknown, path: readonly string[]): unknown {
  if (!isRecord(value) || path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  if (!(head in value)) return value;
  const field = value[head];
  if (rest.length > 0) return { ...value, [head]: maskSecret(field, rest) };
  return { ...value, [head]: field === null || field === '' ? null : '********' };
}

/** The value a list row shows: a typed group's value in force, secrets masked, as JSON. */
function listedValue(row: SettingRow): string {
  const group = GROUPS_BY_KEY.get(row.key);
  let value: unknown = group ? groupValue(group, row.value) : row.value;
  for (const secret of SECRET_FIELDS[row.key] ?? []) value = maskSecret(value, secret.split('.'));
  return JSON.stringify(value ?? null);
}

/** GET /api/commons/settings: every stored setting (spec 01 §3 "Setting"). */
export async function listSettings(ctx: SignedInContext): Promise<Setting[]> {
  const rows = await settingRows(ctx.db);
  return [...rows.values()].map((row) => ({
    id: row.id,
    key: row.key,
    value: listedValue(row),
    description: row.description,
    isStatic: row.isStatic,
    isActive: row.isActive,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export function readGeneralSettings(ctx: SignedInContext): Promise<GeneralSettings> {
  return readGroup(ctx.db, GENERAL);
}

/** The distributor's time zone (general settings; ADR 0060): its calendar days and its job schedules. */
export async function distributorTimeZone(db: Db): Promise<string> {
  return (await readGroup(db, GENERAL)).timeZone;
}

/** The distributor's calendar day at `at` (general settings' time zone; ADR 0060). */
export async function distributorDay(db: Db, at: Date = new Date()): Promise<string> {
  return dayIn(await distributorTimeZone(db), at);
}

export function updateGeneralSettings(ctx: SignedInContext, body: UpdateGeneralSettingsBody): Promise<GeneralSettings> {
  return writeGroup(ctx, GENERAL, () => ({ ...body }));
}

/** The image settings in force: what the image pipeline (platform/storage saveImage) applies. */
export function getImageSettings(db: Db): Promise<ImageSettings> {
  return readGroup(db, IMAGE);
}

export function readImageSettings(ctx: SignedInContext): Promise<ImageSettings> {
  return getImageSettings(ctx.db);
}

export function updateImageSettings(ctx: SignedInContext, body: UpdateImageSettingsBody): Promise<ImageSettings> {
  return writeGroup(ctx, IMAGE, () => ({ ...body, allowedTypes: [...body.allowedTypes] }));
}
