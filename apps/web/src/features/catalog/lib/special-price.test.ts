import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatCents, toCents } from '../../../lib/money';
import { applySpecialPrice, applySpecialPriceCents, type SpecialPriceSettings } from './special-price';

const settings = (over: Partial<SpecialPriceSettings> = {}): SpecialPriceSettings => ({
  percentages: { JNT: 0, LST: 0, AKU: 0, AKS: 0 },
  fixedExpense: 0,
  ...over,
});

describe('money in cents', () => {
  it('parses decimal strings and numbers to integer cents and back', () => {
    expect(toCents('1234.50')).toBe(123450n);
    expect(toCents('0.07')).toBe(7n);
    expect(toCents('-80.00')).toBe(-8000n);
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents(0.1)).toBe(10n);
    expect(toCents('abc')).toBeNull();
    expect(toCents(null)).toBeNull();
    expect(centsToDecimal(123450n)).toBe('1234.50');
    expect(centsToDecimal(-5n)).toBe('-0.05');
  });

  it('formats exactly in the locale and currency', () => {
    expect(formatCents(123456789n, 'de', 'EUR')).toBe('1.234.567,89\u00a0€');
    expect(formatCents(123456789n, 'en', 'EUR')).toBe('€1,234,567.89');
    // beyond float precision: every digit survives
    expect(formatCents(900719925474099312n, 'en', null)).toBe('9,007,199,254,740,993.12');
    expect(formatCents(-50n, 'en', 'USD')).toBe('-$0.50');
  });
});

describe('special price', () => {
  it('adds the category percentage and then the fixed expense, in cents', () => {
    const s = settings({ percentages: { JNT: 10, LST: 12.5, AKU: 0, AKS: 3.33 }, fixedExpense: 5.25 });
    // 100.00 + 12.5 % = 112.50, + 5.25 = 117.75
    expect(applySpecialPrice('100.00', 'LST', s)).toBe('117.75');
    // 0.10 + 0.30 float trap: 19.99 * 10 % = 1.999 -> 2.00 (half up), + 5.25
    expect(applySpecialPrice('19.99', 'JNT', s)).toBe('27.24');
    // 0.15 * 3.33 % = 0.004995 -> 0.00
    expect(applySpecialPriceCents(15n, 'AKS', s)).toBe(15n + 525n);
  });

  it('rounds the percentage half up to the cent', () => {
    const s = settings({ percentages: { JNT: 0, LST: 0, AKU: 0, AKS: 50 } });
    expect(applySpecialPriceCents(1n, 'AKS', s)).toBe(2n); // 0.5 cent -> 1 cent
    expect(applySpecialPriceCents(3n, 'AKS', s)).toBe(5n); // 1.5 cents -> 2 cents
  });

  it('gives a category without a percentage (YAG, unknown) only the fixed expense', () => {
    const s = settings({ percentages: { JNT: 10, LST: 10, AKU: 10, AKS: 10 }, fixedExpense: 1 });
    expect(applySpecialPrice('10.00', 'YAG', s)).toBe('11.00');
    expect(applySpecialPrice('10.00', null, s)).toBe('11.00');
  });

  it('leaves prices alone with everything at 0 and an unreadable value as it came', () => {
    expect(applySpecialPrice('1234.56', 'LST', settings())).toBe('1234.56');
    expect(applySpecialPrice('n/a', 'LST', settings({ fixedExpense: 3 }))).toBe('n/a');
  });
});
