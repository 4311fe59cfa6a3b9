import {
  CULTURES,
  type Culture,
  type ListTranslationsQuery,
  LOCALIZATION_TEST_KEY,
  type LocalizationTestResult,
  type ReloadResourcesResult,
  type TranslationEntry,
  type TranslationList,
  type UpdateTranslationBody,
} from '@dealerport/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toPagedList } from '../../lib/paging';
import { foldTurkish } from '../../lib/turkish';
import { writeAudit } from '../../platform/audit/audit';
import { type Subscriber, TRANSLATIONS_CHANNEL } from '../../platform/jobs/listener';
import type { RequestContext, SignedInContext } from '../../plugins/context';
import * as repo from './localizations.repository';
import { invalidateTranslations, type ServedResource, type TranslationSnapshot, translationSnapshot } from './translation-cache';
import { defaultFor, placeholdersOf } from './translation-resources';

type PerLanguage<T> = Record<Culture, T>;

function entryOf(snapshot: TranslationSnapshot, key: string): TranslationEntry {
  const { defaults } = snapshot;
  const stored = snapshot.byKey.get(key) ?? {};
  const orphaned = !defaults.keySet.has(key);
  const per = <T>(f: (c: Culture) => T) => Object.fromEntries(CULTURES.map((c) => [c, f(c)])) as PerLanguage<T>;
  return {
    key,
    defaults: per((c) => defaults.flat[c].get(key) ?? null),
    overrides: per((c) => stored[c] ?? null),
    placeholders: orphaned ? [] : placeholdersOf(defaultFor(defaults, key, 'tr')),
    orphaned,
  };
}

/** Every entry of the editor: the build's keys, then the orphaned overrides, each group in key order. */
function allKeys(snapshot: TranslationSnapshot): string[] {
  const orphans = [...snapshot.byKey.keys()].filter((k) => !snapshot.defaults.keySet.has(k)).sort();
  return [...snapshot.defaults.keys, ...orphans];
}

function matches(entry: TranslationEntry, needle: string): boolean {
  const texts = [entry.key, ...Object.values(entry.defaults), ...Object.values(entry.overrides)];
  return texts.some((t) => t !== null && foldTurkish(t).includes(needle));
}

export async function listTranslations(ctx: SignedInContext, query: ListTranslationsQuery): Promise<TranslationList> {
  const snapshot = await translationSnapshot(ctx.db, ctx.config.WEB_DIST);
  const filter = query.Filter ?? 'all';
  const needle = query.SearchTerm?.trim() ? foldTurkish(query.SearchTerm.trim()) : null;
  const found: TranslationEntry[] = [];
  for (const key of allKeys(snapshot)) {
    const stored = snapshot.byKey.has(key);
    if (filter === 'overridden' && !stored) continue;
    if (filter === 'orphaned' && (!stored || snapshot.defaults.keySet.has(key))) continue;
    const entry = entryOf(snapshot, key);
    if (needle && !matches(entry, needle)) continue;
    found.push(entry);
  }
  const start = (query.PageNumber - 1) * query.PageSize;
  return toPagedList(found.slice(start, start + query.PageSize), found.length, query);
}

/**
 * An override must keep the interpolation placeholders of its default (a text without `{{count}}` would
 * show no number) and may not bring others (nothing would fill them).
 */
function checkPlaceholders(snapshot: TranslationSnapshot, key: string, lng: Culture, value: string): void {
  const expected = placeholdersOf(defaultFor(snapshot.defaults, key, lng));
  const given = placeholdersOf(value);
  const missing = expected.find((p) => !given.includes(p));
  if (missing) throw new AppError('TRANSLATION_PLACEHOLDER_MISSING', { key, language: lng, placeholder: missing });
  const unknown = given.find((p) => !expected.includes(p));
  if (unknown) throw new AppError('TRANSLATION_PLACEHOLDER_UNKNOWN', { key, language: lng, placeholder: unknown });
}

/**
 * Overrides a key's texts (null: back to the default; an override equal to the default is not kept), in
 * one transaction with its audit row. The trigger of migration 0030 tells every process.
 */
export async function updateTranslation(ctx: SignedInContext, key: string, body: UpdateTranslationBody): Promise<TranslationEntry> {
  const snapshot = await translationSnapshot(ctx.db, ctx.config.WEB_DIST);
  if (!snapshot.defaults.keySet.has(key)) throw new AppError('TRANSLATION_KEY_UNKNOWN', { key });
  const changes = CULTURES.flatMap((lng) => (body[lng] === undefined ? [] : [{ lng, value: body[lng] }]));
  for (const { lng, value } of changes) if (value !== null) checkPlaceholders(snapshot, key, lng, value);
  await ctx.db.transaction().execute(async (trx) => {
    const before = byLanguage(await repo.lockOverrides(trx, key));
    const after = { ...before };
    for (const { lng, value } of changes) {
      if (value === null || value === snapshot.defaults.flat[lng].get(key)) delete after[lng];
      else after[lng] = value;
    }
    const reset = CULTURES.filter((c) => before[c] !== undefined && after[c] === undefined);
    if (reset.length > 0) await repo.deleteOverrides(trx, key, reset);
    for (const lng of CULTURES) {
      const value = after[lng];
      if (value !== undefined && value !== before[lng]) await repo.upsertOverride(trx, { key, language: lng, value }, ctx.actor.userId);
    }
    if (CULTURES.some((c) => before[c] !== after[c])) {
      await writeAudit(trx, ctx.actor, { action: 'update', entity: 'translation', entityId: key, before, after });
    }
  });
  invalidateTranslations(ctx.db);
  return entryOf(await translationSnapshot(ctx.db, ctx.config.WEB_DIST), key);
}

function byLanguage(rows: readonly repo.OverrideRow[]): Partial<PerLanguage<string>> {
  return Object.fromEntries(rows.map((r) => [r.language, r.value]));
}

/** Removes every override of a key (an orphaned one too); a known key without overrides is already reset. */
export async function resetTranslation(ctx: SignedInContext, key: string): Promise<void> {
  const snapshot = await translationSnapshot(ctx.db, ctx.config.WEB_DIST);
  await ctx.db.transaction().execute(async (trx) => {
    const before = byLanguage(await repo.lockOverrides(trx, key));
    if (Object.keys(before).length === 0) {
      if (!snapshot.defaults.keySet.has(key)) throw new AppError('TRANSLATION_KEY_UNKNOWN', { key });
      return;
    }
    await repo.deleteOverrides(trx, key);
    await writeAudit(trx, ctx.actor, { action: 'reset', entity: 'translation', entityId: key, before, after: {} });
  });
  invalidateTranslations(ctx.db);
}

/**
 * Rereads the built files and the overrides here, and tells every other process to do the same
 * (`dealerport_translations` 'reload'); answers what is now served.
 */
export async function reloadResources(ctx: SignedInContext): Promise<ReloadResourcesResult> {
  await repo.notifyReload(ctx.db, TRANSLATIONS_CHANNEL);
  invalidateTranslations(ctx.db, true);
  const snapshot = await translationSnapshot(ctx.db, ctx.config.WEB_DIST);
  let orphanedCount = 0;
  for (const key of snapshot.byKey.keys()) if (!snapshot.defaults.keySet.has(key)) orphanedCount++;
  return {
    languages: CULTURES.filter((c) => snapshot.defaults.flat[c].size > 0),
    keyCount: snapshot.defaults.keys.length,
    overrideCount: CULTURES.reduce((n, c) => n + snapshot.served[c].size, 0),
    orphanedCount,
    reloadedAt: new Date().toISOString(),
  };
}

/** The sample text in the caller's culture, as `/lang/{culture}.json` has it (Turkish when that language lacks it). */
export async function testLocalization(ctx: SignedInContext): Promise<LocalizationTestResult> {
  const snapshot = await translationSnapshot(ctx.db, ctx.config.WEB_DIST);
  const lng = ctx.culture;
  const text =
    snapshot.served[lng].get(LOCALIZATION_TEST_KEY) ??
    snapshot.defaults.flat[lng].get(LOCALIZATION_TEST_KEY) ??
    snapshot.served.tr.get(LOCALIZATION_TEST_KEY) ??
    snapshot.defaults.flat.tr.get(LOCALIZATION_TEST_KEY) ??
    LOCALIZATION_TEST_KEY;
  return { culture: lng, key: LOCALIZATION_TEST_KEY, text };
}

/** `/lang/{lng}.json` as served now (the route answers 304 for its ETag). */
export async function servedResource(ctx: RequestContext, lng: Culture): Promise<ServedResource> {
  return (await translationSnapshot(ctx.db, ctx.config.WEB_DIST)).resource(lng);
}

/**
 * What app.ts subscribes to the database's notifications: another process's override, or its
 * reload-resources ('reload': the built files are read again too), drops the merged texts; so does
 * hearing again after a gap, since changes made meanwhile were not heard.
 */
export function translationsSubscriber(db: Db): Subscriber {
  return {
    channel: TRANSLATIONS_CHANNEL,
    notified: (payload) => invalidateTranslations(db, payload === 'reload'),
    listening: (on) => {
      if (on) invalidateTranslations(db);
    },
  };
}
