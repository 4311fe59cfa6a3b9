import { type Culture, EMAIL_EVENTS, type EmailEventName, normalizeCulture } from '@dealerport/contract';
import { tableCache } from '../../db/change-signal';
import type { Db } from '../../db/executor';
import { type Subscriber, TABLES_CHANNEL } from '../../platform/jobs/listener';
import type { EmailText } from '../../platform/mail/render';
import { EMAIL_DEFAULTS } from './email-defaults';
import * as repo from './emails.repository';

/*
 * What the sending path reads: every event setting and edited template, held per database handle (a
 * db/change-signal.ts tableCache): this process's writes drop it at once, another process's through
 * emailsSubscriber (migration 0037's notification names the table).
 */

export interface EmailSnapshot {
  settings: readonly repo.EventSettingRow[];
  templates: ReadonlyMap<string, repo.TemplateRow>;
}

/** A bound on the snapshot's age, should a notification be missed. */
const MAX_AGE_MS = 60_000;
const cache = tableCache<EmailSnapshot>(['email_event_settings', 'email_templates'], MAX_AGE_MS);

export const templateKey = (eventSettingId: number, language: string) => `${eventSettingId}:${language}`;

async function load(db: Db): Promise<EmailSnapshot> {
  const [settings, templates] = await Promise.all([repo.listEventSettings(db), repo.listTemplates(db)]);
  return { settings, templates: new Map(templates.map((t) => [templateKey(t.eventSettingId, t.language), t])) };
}

export function emailSnapshot(db: Db): Promise<EmailSnapshot> {
  return cache.get(db, () => load(db));
}

/** What app.ts subscribes to the database's notifications: off while this process can't hear them. */
export function emailsSubscriber(db: Db): Subscriber {
  return cache.subscriber(db, TABLES_CHANNEL);
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
