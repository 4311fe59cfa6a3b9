import { describe, expect, it } from 'vitest';
import { absDecimal, decimalSign, formatAxisMoney, formatMoney, parseDecimal, plainDecimal } from './money';

// Intl output may use narrow no-break spaces; compare with plain spaces
const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('parses decimal strings', () => {
    expect(parseDecimal('-0080.50')).toEqual({ negative: true, integer: '80', fraction: '50' });
    expect(parseDecimal('-0.00')).toEqual({ negative: false, integer: '0', fraction: '00' });
    expect(parseDecimal('abc')).toBeNull();
  });

  it('formats exactly, beyond float precision', () => {
    expect(norm(formatMoney('12345678901234567.89', 'en', 'EUR'))).toBe('€12,345,678,901,234,567.89');
    expect(norm(formatMoney('1234.50', 'de', 'EUR'))).toBe('1.234,50 €');
    expect(norm(formatMoney('-1234.50', 'en', 'USD'))).toBe('-$1,234.50');
    expect(norm(formatMoney('-0.10', 'en', 'EUR'))).toBe('-€0.10');
    expect(norm(formatMoney('0.10', 'tr', 'TRY'))).toBe('₺0,10');
    expect(norm(formatMoney('1000.00', 'en'))).toBe('1,000.00');
  });

  it('keeps an unknown currency code beside the number', () => {
    expect(norm(formatMoney('5.00', 'en', 'X1'))).toBe('5.00 X1');
  });

  it('tells the sign and drops it', () => {
    expect(decimalSign('-3.00')).toBe(-1);
    expect(decimalSign('0.00')).toBe(0);
    expect(decimalSign('3.00')).toBe(1);
    expect(absDecimal('-3.00')).toBe('3.00');
  });

  it('writes plain spreadsheet numbers in the locale', () => {
    expect(plainDecimal('-1234.50', 'de')).toBe('-1234,50');
    expect(plainDecimal('1234.50', 'en')).toBe('1234.50');
  });
});

describe('axis ticks', () => {
  it('writes a large amount short enough for a chart axis, with the currency, by the language', () => {
    expect(formatAxisMoney(1_234_567, 'de', 'EUR').replace(/\s/g, ' ')).toBe('1,2 Mio. €');
    expect(formatAxisMoney(1_234_567, 'en', 'TRY')).toMatch(/^TRY\s?1\.2M$|^₺1\.2M$/);
    expect(formatAxisMoney(0, 'tr', 'TRY').replace(/\s/g, ' ')).toBe('₺0');
    expect(formatAxisMoney(1500, 'en', 'X1')).toBe('1.5K');
  });
});
