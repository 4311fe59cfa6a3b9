import { describe, expect, it } from 'vitest';
import { decimal } from '../../lib/money';
import { priceFor, stockText } from './pricing';

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
