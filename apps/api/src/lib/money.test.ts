import { describe, expect, it } from 'vitest';
import { applyDiscounts, combinedRate, decimal, format, round } from './money';

describe('money', () => {
  it('parses and formats exactly', () => {
    expect(format(decimal('1234.5678'), 4)).toBe('1234.5678');
    expect(format(decimal('0.1'))).toBe('0.10');
    expect(format(decimal('-80'))).toBe('-80.00');
    expect(() => decimal('1e3')).toThrow();
  });

  it('rounds half away from zero', () => {
    expect(format(round(decimal('0.005'), 2))).toBe('0.01');
    expect(format(round(decimal('0.0049'), 2))).toBe('0.00');
    expect(format(round(decimal('-0.005'), 2))).toBe('-0.01');
    expect(format(round(decimal('2.675'), 2))).toBe('2.68'); // a binary float gives 2.67
  });

  it('cascades discounts exactly and combines them', () => {
    const rates = [decimal('10'), decimal('5')];
    expect(format(applyDiscounts(decimal('1000'), rates), 6)).toBe('855.000000');
    expect(format(combinedRate(rates))).toBe('14.50');
    expect(format(combinedRate([]))).toBe('0.00');
    expect(format(combinedRate([decimal('7.5')]))).toBe('7.50');
    // 0.70 * 0.6667^3 = 0.2074385202... exactly (checked with Python's Decimal).
    expect(format(applyDiscounts(decimal('0.70'), [decimal('33.33'), decimal('33.33'), decimal('33.33')]), 8)).toBe('0.20743852');
  });
});
