import cronstrue from 'cronstrue';
// Only the interface's languages (the package has dozens); English is built in.
import 'cronstrue/locales/de';
import 'cronstrue/locales/tr';

const LOCALES = new Set(['tr', 'de', 'en']);

/** A cron expression in words in the interface language ("At 03:00, Monday through Friday"), or null. */
export function cronInWords(expression: string, language: string): string | null {
  const text = expression.trim();
  if (text.split(/\s+/).length !== 5) return null;
  try {
    return cronstrue.toString(text, {
      locale: LOCALES.has(language) ? language : 'en',
      use24HourTimeFormat: true,
      throwExceptionOnParseError: true,
    });
  } catch {
    return null;
  }
}

/** Schedules offered as a start; any five-field expression may be typed. */
export const CRON_PRESETS = [
  { key: 'every15Minutes', cron: '*/15 * * * *' },
  { key: 'hourly', cron: '0 * * * *' },
  { key: 'nightly', cron: '0 3 * * *' },
  { key: 'weekdays', cron: '0 7 * * 1-5' },
  { key: 'weekly', cron: '0 6 * * 1' },
  { key: 'monthly', cron: '0 2 1 * *' },
] as const;
