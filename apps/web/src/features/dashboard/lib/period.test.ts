import { describe, expect, it } from 'vitest';
import { currenciesOf, presetPeriod } from './period';

describe('dashboard period', () => {
  it('the last N months: from the first of the month N-1 back to today', () => {
    expect(presetPeriod(12, new Date(2026, 10, 27))).toEqual({ startDate: '2025-12-01', endDate: '2026-11-27' });
    expect(presetPeriod(3, new Date(2026, 0, 31))).toEqual({ startDate: '2025-11-01', endDate: '2026-01-31' });
  });

  it('currencies with the most rows first', () => {
    expect(currenciesOf([{ currency: 'EUR' }, { currency: 'TRY' }, { currency: 'TRY' }])).toEqual(['TRY', 'EUR']);
  });
});
