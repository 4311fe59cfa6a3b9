import { Cron } from 'croner';

/**
 * Cron expressions of scheduled jobs: five fields (minute hour day-of-month month day-of-week), read by
 * croner in the server's time zone. Nicknames (`@daily`) and seconds are refused: the screen words an
 * expression with cronstrue, and minutes are as fine as a schedule of the portal needs to be.
 */
const FIVE_FIELDS = /^\S+( \S+){4}$/;

/** The schedule of an expression, or null when it is not a valid five-field expression. */
export function parseCron(expression: string): Cron | null {
  const normalised = expression.trim().replace(/\s+/g, ' ');
  if (!FIVE_FIELDS.test(normalised)) return null;
  try {
    const cron = new Cron(normalised, { mode: '5-part', paused: true });
    // An expression that never matches (31 February) has no next run: as useless as a wrong one.
    return cron.nextRun() ? cron : null;
  } catch {
    return null;
  }
}

/** The next `count` runs after `from`; [] for an invalid expression. */
export function nextRuns(expression: string, count: number, from: Date = new Date()): Date[] {
  return parseCron(expression)?.nextRuns(count, from) ?? [];
}

/** The next run after `from`, or null for an invalid expression. */
export function nextRun(expression: string, from: Date = new Date()): Date | null {
  return parseCron(expression)?.nextRun(from) ?? null;
}

/** The time zone schedules are read in (the process's, TZ). */
export const scheduleTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
