import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, formatQuantity, numberSymbols, percentAffixes } from './numbers';

// Intl writes a no-break space (or a narrow one) between number and sign in some locales
const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPercent', () => {
  it('Turkish puts the sign first and drops needless zeros', () => {
    expect(formatPercent('3.00', 'tr')).toBe('%3');
    expect(formatPercent('3.50', 'tr')).toBe('%3,5');
    expect(formatPercent(12.25, 'tr')).toBe('%12,25');
  });

  it('German writes the sign after a space', () => {
    expect(norm(formatPercent('3.00', 'de'))).toBe('3 %');
    expect(norm(formatPercent('3.50', 'de'))).toBe('3,5 %');
  });

  it('English writes it right after the number', () => {
    expect(formatPercent('3.00', 'en')).toBe('3%');
    expect(formatPercent('2.50', 'en')).toBe('2.5%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });

  it('keeps the sign of a negative rate in the locale', () => {
    expect(formatPercent('-3.00', 'tr')).toBe('-%3');
    expect(norm(formatPercent(-3, 'de'))).toBe('-3 %');
  });

  it('missing reads "—", unreadable is shown as it came', () => {
    expect(formatPercent(null, 'tr')).toBe('—');
    expect(formatPercent('', 'en')).toBe('—');
    expect(formatPercent('n/a', 'de')).toBe('n/a');
  });
});

describe('formatNumber', () => {
  it('groups thousands and writes the decimal mark of the locale', () => {
    expect(formatNumber(1500, 'tr')).toBe('1.500');
    expect(formatNumber(1234567.5, 'tr')).toBe('1.234.567,5');
    expect(formatNumber(1500, 'de')).toBe('1.500');
    expect(formatNumber('1234.25', 'de')).toBe('1.234,25');
    expect(formatNumber(1500, 'en')).toBe('1,500');
    expect(formatNumber(0, 'en')).toBe('0');
  });

  it('missing reads "—", unreadable is shown as it came', () => {
    expect(formatNumber(undefined, 'tr')).toBe('—');
    expect(formatNumber('many', 'en')).toBe('many');
  });
});

describe('formatQuantity', () => {
  it('the number in the locale, then the unit on the same line', () => {
    expect(formatQuantity(1500, 'ADET', 'tr')).toBe('1.500\u00a0ADET');
    expect(formatQuantity(4, 'PCS', 'de')).toBe('4\u00a0PCS');
    expect(formatQuantity(12000, 'L', 'en')).toBe('12,000\u00a0L');
  });

  it('without a unit only the number; nothing stays "—"', () => {
    expect(formatQuantity(7, null, 'en')).toBe('7');
    expect(formatQuantity(null, 'PCS', 'en')).toBe('—');
  });
});

describe('number format of the interface language', () => {
  it('separators', () => {
    expect(numberSymbols('en')).toEqual({ decimal: '.', group: ',' });
    expect(numberSymbols('de')).toEqual({ decimal: ',', group: '.' });
    expect(numberSymbols('tr')).toEqual({ decimal: ',', group: '.' });
  });

  it('the percent sign before or after, with or without a space', () => {
    expect(percentAffixes('en')).toEqual({ prefix: '', suffix: '%' });
    expect(percentAffixes('de')).toEqual({ prefix: '', suffix: '\u00a0%' });
    expect(percentAffixes('tr')).toEqual({ prefix: '%', suffix: '' });
  });
});
