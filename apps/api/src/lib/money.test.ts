import { describe, expect, it } from 'vitest';
import { priceFor, stockText } from '../modules/catalog/pricing';
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

describe('priceFor', () => {
  it('rounds once at the end and puts VAT on the shown net price', () => {
    expect(priceFor('1234.5678', '20.00', [decimal('10'), decimal('5')])).toEqual({
      salePrice: '1234.57',
      salePriceWithVat: '1481.48',
      discountRate: '14.50',
      discountedPrice: '1055.56',
      discountedPriceWithVat: '1266.67',
    });
    expect(priceFor('19.99', '8', [])).toEqual({
      salePrice: '19.99',
      salePriceWithVat: '21.59',
      discountRate: '0.00',
      discountedPrice: '19.99',
      discountedPriceWithVat: '21.59',
    });
  });

  it('a cart of these lines reconciles to the cent', () => {
    const p = priceFor('333.3333', '20', [decimal('10'), decimal('5')]);
    const qty = 7n;
    const net = decimal(p.discountedPrice).units * qty;
    const gross = decimal(p.discountedPriceWithVat).units * qty;
    expect(p.discountedPrice).toBe('285.00');
    expect(net).toBe(199500n);
    expect(gross).toBe(239400n);
  });
});

describe('stockText', () => {
  it('thresholds 0 / 1-4 / 5-19 / 20+', () => {
    expect([0, -3, 1, 4, 5, 19, 20, 500].map((q) => stockText(q, 'en'))).toEqual([
      'Out of stock',
      'Out of stock',
      'Only 1 left',
      'Only 4 left',
      '5',
      '19',
      '20+',
      '20+',
    ]);
    expect(stockText(2, 'tr')).toBe('Son 2 adet');
    expect(stockText(0, 'de')).toBe('Nicht vorrätig');
  });
});
