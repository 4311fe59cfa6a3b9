import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonth, monthsBetween, parseInstant } from './dates';

describe('dates', () => {
  it('a calendar day stays that day whatever the time zone', () => {
    expect(formatDate('2026-03-31', 'de')).toBe('31.03.26');
    expect(formatDate('2026-03-31T23:30:00-05:00', 'en')).toBe('3/31/26');
  });

  it('missing reads "—", unreadable is shown as it came', () => {
    expect(formatDate(null, 'tr')).toBe('—');
    expect(formatDateTime(undefined, 'tr')).toBe('—');
    expect(formatDate('soon', 'tr')).toBe('soon');
    expect(formatDateTime('never', 'en')).toBe('never');
  });

  it('a moment with its time', () => {
    expect(formatDateTime('2026-03-31T10:15:00Z', 'en')).toMatch(/3\/31\/26.*\d{1,2}:15/);
  });
});

describe('moments in the reader’s zone', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    // a reader in Berlin (summer time, UTC+2 at the end of March after the 29th)
    process.env.TZ = 'Europe/Berlin';
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('one instant reads the same wall clock however its offset is written', () => {
    const shown = formatDateTime('2026-03-31T10:15:00Z', 'de');
    expect(shown).toBe('31.03.26, 12:15');
    expect(formatDateTime('2026-03-31T13:15:00+03:00', 'de')).toBe(shown);
  });

  it('a timestamp without a zone is UTC (as the spec’s …OnUtc fields), not the browser’s local time', () => {
    expect(parseInstant('2026-03-31T10:15:00')?.toISOString()).toBe('2026-03-31T10:15:00.000Z');
    expect(parseInstant('2026-03-31 10:15:00.5')?.toISOString()).toBe('2026-03-31T10:15:00.500Z');
    expect(formatDateTime('2026-03-31T10:15:00', 'de')).toBe('31.03.26, 12:15');
  });
});

describe('months', () => {
  it('names a month as the language does, never as ISO', () => {
    expect(formatMonth('2026-05', 'tr')).toBe('Mayıs 2026');
    expect(formatMonth('2026-05', 'de')).toBe('Mai 2026');
    expect(formatMonth('2026-05', 'en')).toBe('May 2026');
    expect(formatMonth('2026-12', 'de', 'short')).toBe('Dez. 26');
    expect(formatMonth('2026-10', 'de', 'medium')).toBe('Okt. 2026');
    expect(formatMonth('soon', 'en')).toBe('soon');
  });

  it('lists every month of a period, across a year end, so a month without sales is not skipped', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-05-31', '2026-05-01')).toEqual(['2026-05']);
    expect(monthsBetween('2026-06-01', '2026-05-31')).toEqual([]);
    expect(monthsBetween('', '2026-05-01')).toEqual([]);
  });
});
