import {
  type ConnectionTestResult,
  type Culture,
  EMAIL_EVENTS,
  type EmailEventName,
  type EmailEventSetting,
  type EmailPreview,
  type EmailTemplate,
  type EmailTemplateType,
  type ListEmailGroupsQuery,
  type ListEmailTemplatesQuery,
  type PagedList,
  type PreviewEmailTemplateBody,
  type UpdateEmailGroupBody,
  type UpdateEmailTemplateBody,
} from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { offsetOf, toPagedList } from '../../lib/paging';
import { writeAudit } from '../../platform/audit/audit';
import { checkTemplate, renderEmail, renderProblem, type TemplateProblem } from '../../platform/mail/render';
import type { SignedInContext } from '../../plugins/context';
import { mailTargetInForce, sendTestMail } from '../settings';
import { effectiveTemplate, emailSnapshot, eventDefinition, variablesOf } from './email-catalogue';
import { EMAIL_DEFAULTS } from './email-defaults';
import { samplesOf } from './email-samples';
import * as repo from './emails.repository';

/*
 * The administration of email events and templates (spec 02 §7 Emails, issue 16). The lists are small (an
 * event setting per event and category variant, three languages), so they are filtered and paged here.
 */

const groupOf = (eventName: string) => eventDefinition(eventName)?.groupName ?? 'account';

const categoryNameOf = (row: repo.EventSettingRow, culture: Culture) =>
  row.categoryNames ? (row.categoryNames[culture] ?? row.categoryNames.tr) : null;

function settingToDto(row: repo.EventSettingRow, culture: Culture): EmailEventSetting {
  return {
    id: row.id,
    eventName: row.eventName,
    isActive: row.isActive,
    groupName: groupOf(row.eventName),
    categoryId: row.categoryId,
    categoryName: categoryNameOf(row, culture),
    ccList: row.cc,
    bccList: row.bcc,
  };
}

const matches = (needle: string | undefined, ...hay: (string | null)[]) => {
  if (!needle) return true;
  const n = needle.toLocaleLowerCase('tr');
  return hay.some((h) => h?.toLocaleLowerCase('tr').includes(n));
};

function page<T>(all: T[], query: { PageNumber: number; PageSize: number }): PagedList<T> {
  const from = offsetOf(query);
  return toPagedList(all.slice(from, from + query.PageSize), all.length, query);
}

/** GET /api/emails/templates. */
export async function listEmailTemplates(ctx: SignedInContext, query: ListEmailTemplatesQuery): Promise<PagedList<EmailTemplate>> {
  const snapshot = await emailSnapshot(ctx.db);
  const languages = query.Language ? [query.Language] : (['tr', 'de', 'en'] as const);
  const items: EmailTemplate[] = [];
  for (const setting of snapshot.settings) {
    if (!eventDefinition(setting.eventName)) continue;
    if (query.IsCategorizedEmailTemplate !== undefined && query.IsCategorizedEmailTemplate !== (setting.categoryId !== null)) continue;
    if (query.EventName && setting.eventName !== query.EventName) continue;
    if (query.CategoryId && setting.categoryId !== query.CategoryId) continue;
    for (const language of languages) {
      const t = effectiveTemplate(snapshot, setting, language);
      if (!matches(query.SearchTerm, setting.eventName, t.text.subject, t.text.body)) continue;
      items.push({
        ...settingToDto(setting, ctx.culture),
        language,
        title: t.text.subject,
        body: t.text.body,
        isDefault: t.isDefault,
        version: t.ownVersion,
        variables: variablesOf(setting.eventName),
      });
    }
  }
  return page(items, query);
}

/** GET /api/emails/groups. */
export async function listEmailGroups(ctx: SignedInContext, query: ListEmailGroupsQuery): Promise<PagedList<EmailEventSetting>> {
  const snapshot = await emailSnapshot(ctx.db);
  const items = snapshot.settings
    .filter((s) => eventDefinition(s.eventName))
    .filter((s) => query.IsCategorizedEmailTemplate === undefined || query.IsCategorizedEmailTemplate === (s.categoryId !== null))
    .filter((s) => !query.GroupName || groupOf(s.eventName) === query.GroupName)
    // the event's code, its name as the screen shows it in the caller's language, or its category
    .filter((s) =>
      matches(query.SearchTerm, s.eventName, eventDefinition(s.eventName)?.name[ctx.culture] ?? null, categoryNameOf(s, ctx.culture)),
    )
    .map((s) => settingToDto(s, ctx.culture));
  return page(items, query);
}

/** GET /api/emails/templates/types. */
export async function listEmailTemplateTypes(ctx: SignedInContext): Promise<EmailTemplateType[]> {
  return EMAIL_EVENTS.map((e) => ({
    eventName: e.eventName,
    groupName: e.groupName,
    name: e.name[ctx.culture],
    recipient: e.recipient[ctx.culture],
    categorized: e.categorized,
    variables: e.variables.map((v) => ({ name: v.name, description: v.description[ctx.culture] })),
  }));
}

const FIELD_NAMES: Record<'title' | 'body', Record<Culture, string>> = {
  title: { tr: 'Konu', de: 'Betreff', en: 'subject' },
  body: { tr: 'İçerik', de: 'Inhalt', en: 'body' },
};

function refuse(ctx: SignedInContext, field: 'title' | 'body', problem: TemplateProblem, allowed: readonly string[]): never {
  const name = FIELD_NAMES[field][ctx.culture];
  if (problem.kind === 'syntax') throw new AppError('EMAIL_TEMPLATE_SYNTAX', { field: name, line: problem.line, detail: problem.detail });
  if (problem.kind === 'render') throw new AppError('EMAIL_TEMPLATE_RENDER', { field: name, line: problem.line, detail: problem.detail });
  throw new AppError('EMAIL_TEMPLATE_UNKNOWN_VARIABLE', {
    field: name,
    line: problem.line,
    variable: problem.variable,
    allowed: allowed.join(', '),
  });
}

/**
 * Refuses a template that does not parse, names a variable the event does not give, or fails when
 * rendered with the event's sample data (a loop item's field that does not exist): each with its line.
 */
async function assertTemplateUsable(ctx: SignedInContext, eventName: string, language: Culture, text: { title: string; body: string }) {
  const allowed = variablesOf(eventName);
  const samples = samplesOf(eventName as EmailEventName, language);
  for (const field of ['title', 'body'] as const) {
    const problem = checkTemplate(text[field], allowed);
    if (problem) refuse(ctx, field, problem, allowed);
  }
  for (const field of ['title', 'body'] as const) {
    const problem = await renderProblem(text[field], samples);
    if (problem) refuse(ctx, field, problem, allowed);
  }
}

async function templateAnswer(ctx: SignedInContext, settingId: number, language: Culture): Promise<EmailTemplate> {
  const snapshot = await emailSnapshot(ctx.db);
  const setting = snapshot.settings.find((s) => s.id === settingId);
  if (!setting) throw new AppError('EMAIL_TEMPLATE_NOT_FOUND');
  const t = effectiveTemplate(snapshot, setting, language);
  return {
    ...settingToDto(setting, ctx.culture),
    language,
    title: t.text.subject,
    body: t.text.body,
    isDefault: t.isDefault,
    version: t.ownVersion,
    variables: variablesOf(setting.eventName),
  };
}

/** PUT /api/emails/templates: a language's text of an event setting, checked; or back to the built-in text. */
export async function updateEmailTemplate(ctx: SignedInContext, body: UpdateEmailTemplateBody): Promise<EmailTemplate> {
  const setting = await repo.findEventSetting(ctx.db, body.id);
  if (!setting || !eventDefinition(setting.eventName)) throw new AppError('EMAIL_TEMPLATE_NOT_FOUND');
  if (!body.resetToDefault) await assertTemplateUsable(ctx, setting.eventName, body.language, body);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.lockTemplate(trx, setting.id, body.language);
    const title = body.resetToDefault ? null : body.title;
    const text = body.resetToDefault ? null : body.body;
    const version = await repo.saveTemplate(trx, {
      eventSettingId: setting.id,
      language: body.language,
      title,
      body: text,
      userId: ctx.actor.userId,
    });
    const builtIn = EMAIL_DEFAULTS[setting.eventName as keyof typeof EMAIL_DEFAULTS][body.language];
    await writeAudit(trx, ctx.actor, {
      action: body.resetToDefault ? 'reset' : 'update',
      entity: 'email-template',
      entityId: `${setting.id}:${body.language}`,
      before: {
        eventName: setting.eventName,
        categoryId: setting.categoryId,
        title: before?.title ?? builtIn.subject,
        body: before?.body ?? builtIn.body,
      },
      after: {
        eventName: setting.eventName,
        categoryId: setting.categoryId,
        title: title ?? builtIn.subject,
        body: text ?? builtIn.body,
        version,
      },
    });
  });
  return templateAnswer(ctx, setting.id, body.language);
}

/** PUT /api/emails/templates/groups: an event setting's active flag, cc and bcc; a category variant made when missing. */
export async function updateEmailGroup(ctx: SignedInContext, body: UpdateEmailGroupBody): Promise<EmailEventSetting> {
  if (body.categoryId !== null && body.id === undefined && !(await repo.categoryExists(ctx.db, body.categoryId))) {
    throw new AppError('EMAIL_CATEGORY_NOT_FOUND', { categoryId: body.categoryId });
  }
  const id = await ctx.db.transaction().execute(async (trx) => {
    const where = body.id !== undefined ? { id: body.id } : { eventName: body.eventName, categoryId: body.categoryId };
    const before = await repo.lockEventSetting(trx, where);
    if (body.id !== undefined && (!before || before.eventName !== body.eventName)) {
      throw new AppError('EMAIL_EVENT_NOT_FOUND', { eventName: body.eventName });
    }
    const values = { isActive: body.isActive, cc: [...body.ccList], bcc: [...body.bccList], userId: ctx.actor.userId };
    let settingId: number;
    if (before) {
      settingId = before.id;
      await repo.updateEventSetting(trx, before.id, values);
    } else {
      settingId = await repo.insertEventSetting(trx, { eventName: body.eventName, categoryId: body.categoryId, ...values });
    }
    await writeAudit(trx, ctx.actor, {
      action: before ? 'update' : 'create',
      entity: 'email-event-setting',
      entityId: settingId,
      before: before
        ? { eventName: before.eventName, categoryId: before.categoryId, isActive: before.isActive, cc: before.cc, bcc: before.bcc }
        : undefined,
      after: {
        eventName: body.eventName,
        categoryId: before?.categoryId ?? body.categoryId,
        isActive: values.isActive,
        cc: values.cc,
        bcc: values.bcc,
      },
    });
    return settingId;
  });
  const row = await repo.findEventSetting(ctx.db, id);
  return settingToDto(row!, ctx.culture);
}

/** The text as typed, checked as on save and rendered with the event's sample data. */
async function renderSample(ctx: SignedInContext, body: PreviewEmailTemplateBody): Promise<EmailPreview> {
  const setting = await repo.findEventSetting(ctx.db, body.id);
  if (!setting || !eventDefinition(setting.eventName)) throw new AppError('EMAIL_TEMPLATE_NOT_FOUND');
  await assertTemplateUsable(ctx, setting.eventName, body.language, body);
  return renderEmail({ subject: body.title, body: body.body }, samplesOf(setting.eventName as EmailEventName, body.language));
}

/** POST /api/emails/templates/preview (extension): the text as typed, rendered by the server with sample data. */
export function previewEmailTemplate(ctx: SignedInContext, body: PreviewEmailTemplateBody): Promise<EmailPreview> {
  return renderSample(ctx, body);
}

/** POST /api/emails/templates/test (extension): the rendered sample sent now to the caller, through the mail in force. */
export async function sendTestEmailTemplate(ctx: SignedInContext, body: PreviewEmailTemplateBody): Promise<ConnectionTestResult> {
  const rendered = await renderSample(ctx, body);
  return sendTestMail(ctx, await mailTargetInForce(ctx), rendered);
}
