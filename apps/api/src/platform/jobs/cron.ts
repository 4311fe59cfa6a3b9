import { Cron } from 'croner';

/**
 * Cron expressions of scheduled jobs: five fields (minute hour day-of-month month day-of-week), read by
 * croner in the distributor's time zone (general settings; ADR 0060), given by the caller. Nicknames (`@daily`) and seconds are refused: the screen words an
 * expression with cronstrue, and minutes are as fine as a schedule of the portal needs to be.
 */
const FIVE_FIELDS = /^\S+( \S+){4}$/;

/** The schedule of an expression in `timeZone`, or null when it is not a valid five-field expression. */
export function parseCron(expression: string, timeZone: string): Cron | null {
  const normalised = expression.trim().replace(/\s+/g, ' ');
  if (!FIVE_FIELDS.test(normalised)) return null;
  try {
    const cron = new Cron(normalised, { mode: '5-part', paused: true, timezone: timeZone });
    // An expression that never matches (31 February) has no next run: as useless as a wrong one.
    return cron.nextRun() ? cron : null;
  } catch {
    return null;
  }
}

/** The next `count` runs after `from` in `timeZone`; [] for an invalid expression. */
export function nextRuns(expression: string, timeZone: string, count: number, from: Date = new Date()): Date[] {
  return parseCron(expression, timeZone)?.nextRuns(count, from) ?? [];
}

/** The next run after `from` in `timeZone`, or null for an invalid expression. */
export function nextRun(expression: string, timeZone: string, from: Date = new Date()): Date | null {
  return parseCron(expression, timeZone)?.nextRun(from) ?? null;
}
