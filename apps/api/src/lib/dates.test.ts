import { describe, expect, it } from 'vitest';
import { addDays, dayIn, localDateTime, timeZoneOf } from './dates';

describe('calendar days', () => {
  it("are the zone's wall clock, not UTC's", () => {
    const lateInUtc = new Date('2026-11-27T21:30:00Z');
    expect(dayIn('UTC', lateInUtc)).toBe('2026-11-27');
    expect(dayIn('Europe/Istanbul', lateInUtc)).toBe('2026-11-28');
    expect(dayIn('Europe/Berlin', lateInUtc)).toBe('2026-11-27');
    expect(dayIn('America/New_York', new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-27');
  });

  it('add across months, leap days and years', () => {
    expect(addDays('2026-11-28', 30)).toBe('2026-12-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
  });
  it('shows dates in the customer’s time zone', () => {
    expect(timeZoneOf('TR')).toBe('Europe/Istanbul');
    expect(timeZoneOf('de ')).toBe('Europe/Berlin');
    expect(timeZoneOf('XX')).toBe('Europe/Istanbul');
    expect(localDateTime(new Date('2026-12-31T21:05:00Z'), 'Europe/Istanbul')).toEqual({ date: '2027-01-01', time: '00:05' });
    expect(localDateTime(new Date('2026-03-29T00:59:00Z'), 'Europe/Berlin')).toEqual({ date: '2026-03-29', time: '01:59' });
    expect(localDateTime(new Date('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toEqual({ date: '2026-03-29', time: '03:00' });
  });
});
