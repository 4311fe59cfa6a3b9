import type { EmailTemplateType } from '@dealerport/contract';

export const EMAIL_PAGE_SIZES = [25, 50, 100] as const;
export const EMAIL_TEMPLATE_LANGUAGES = ['tr', 'de', 'en'] as const;
export type EmailTemplateLanguage = (typeof EMAIL_TEMPLATE_LANGUAGES)[number];

/** The Liquid output of a variable, as the templates write it. */
export const variableToken = (name: string) => `{{ ${name} }}`;

/** `value` with `token` put in place of its selection [start, end), and where the caret goes after it. */
export function insertAt(value: string, start: number | null, end: number | null, token: string): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start ?? value.length, value.length));
  const to = Math.max(from, Math.min(end ?? from, value.length));
  return { value: value.slice(0, from) + token + value.slice(to), caret: from + token.length };
}

/** The event's name in the reader's language (from the types call), else its technical name. */
export function eventLabel(types: readonly EmailTemplateType[] | undefined, eventName: string): string {
  return types?.find((t) => t.eventName === eventName)?.name ?? eventName;
}
