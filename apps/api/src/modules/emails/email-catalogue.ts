import { type Culture, EMAIL_EVENTS, type EmailEventName, normalizeCulture } from '@dealerport/contract';
import { changeSignalOf } from '../../db/change-signal';
import type { Db } from '../../db/executor';
import type { EmailText } from '../../platform/mail/render';
import { EMAIL_DEFAULTS } from './email-defaults';
import * as repo from './emails.repository';

/*
 * What the sending path reads: every event setting and edited template, held per database handle. A write
 * by this process drops it at once (db/change-signal.ts); another process's edit is seen within two
 * seconds (the entry's age), as the other small caches of the change signal.
 */

export interface EmailSnapshot {
  settings: readonly repo.EventSettingRow[];
  templates: ReadonlyMap<string, repo.TemplateRow>;
}

const MAX_AGE_MS = 2_000;
const TABLES = ['email_event_settings', 'email_templates'];

interface Entry {
  at: number;
  value: Promise<EmailSnapshot>;
}
const entries = new WeakMap<Db, { entry: Entry | null }>();

export const templateKey = (eventSettingId: number, language: string) => `${eventSettingId}:${language}`;

async function load(db: Db): Promise<EmailSnapshot> {
  const [settings, templates] = await Promise.all([repo.listEventSettings(db), repo.listTemplates(db)]);
  return { settings, templates: new Map(templates.map((t) => [templateKey(t.eventSettingId, t.language), t])) };
}

export function emailSnapshot(db: Db): Promise<EmailSnapshot> {
  const signal = changeSignalOf(db);
  if (!signal || db.isTransaction) return load(db);
  let holder = entries.get(db);
  if (!holder) {
    const h: { entry: Entry | null } = { entry: null };
    signal.watch(TABLES, () => {
      h.entry = null;
    });
    entries.set(db, h);
    holder = h;
  }
  const now = Date.now();
  if (holder.entry && now - holder.entry.at < MAX_AGE_MS) return holder.entry.value;
  const entry: Entry = { at: now, value: load(db) };
  holder.entry = entry;
  const h = holder;
  entry.value.catch(() => {
    if (h.entry === entry) h.entry = null;
  });
  return entry.value;
}

export const eventDefinition = (eventName: string) => EMAIL_EVENTS.find((e) => e.eventName === eventName);

export const variablesOf = (eventName: string): string[] => (eventDefinition(eventName)?.variables ?? []).map((v) => v.name);

/** The text in force for a setting and language: the edited one, else (a variant) its event's, else the built-in. */
export function effectiveTemplate(
  snapshot: EmailSnapshot,
  setting: repo.EventSettingRow,
  language: Culture,
): { text: EmailText; version: number; isDefault: boolean; ownVersion: number } {
  const own = snapshot.templates.get(templateKey(setting.id, language));
  if (own?.title != null && own.body != null) {
    return { text: { subject: own.title, body: own.body }, version: own.version, isDefault: false, ownVersion: own.version };
  }
  if (setting.categoryId !== null) {
    const base = snapshot.settings.find((s) => s.eventName === setting.eventName && s.categoryId === null);
    const inherited = base && snapshot.templates.get(templateKey(base.id, language));
    if (inherited?.title != null && inherited.body != null) {
      return {
        text: { subject: inherited.title, body: inherited.body },
        version: inherited.version,
        isDefault: false,
        ownVersion: own?.version ?? 0,
      };
    }
  }
  return {
    text: EMAIL_DEFAULTS[setting.eventName as EmailEventName][language],
    version: 0,
    isDefault: true,
    ownVersion: own?.version ?? 0,
  };
}

export { normalizeCulture };
