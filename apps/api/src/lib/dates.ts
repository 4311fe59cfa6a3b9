/**
 * Calendar days (YYYY-MM-DD) as a time zone's wall clock shows them. Whose zone a day is counted in is
 * the caller's rule (ADR 0060): the distributor's (general settings) for its periods, limits, due dates
 * and reports; the customer's (its country) for its own order list and pivot.
 */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** A formatter per zone: making one costs far more than using it, and the zones in use are a handful. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day `days` after `day` (YYYY-MM-DD; negative goes back). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The zones of the countries the distributor sells to. */
const TIME_ZONES: Record<string, string> = {
  TR: 'Europe/Istanbul',
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  FR: 'Europe/Paris',
  IT: 'Europe/Rome',
  PL: 'Europe/Warsaw',
  GB: 'Europe/London',
};
/** The portal's home (spec 02 §1: Turkish by default) for a country we have no zone for. */
const DEFAULT_TIME_ZONE = 'Europe/Istanbul';
/** A customer's zone: its country's (the order list, an order's date and time, the pivot). */
export const timeZoneOf = (countryCode: string | null | undefined) =>
  TIME_ZONES[(countryCode ?? '').trim().toUpperCase()] ?? DEFAULT_TIME_ZONE;

/** An instant as the wall clock of `timeZone` shows it: YYYY-MM-DD and HH:mm. */
export function localDateTime(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
