import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

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
