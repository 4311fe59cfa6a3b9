import { describe, expect, it } from 'vitest';
import { add, decimal, format } from '../../lib/money';
import { priceFor, priceLine, stockText, sumLines } from './pricing';

describe('priceFor', () => {
  it('rounds once at the end and puts VAT on the shown net price', () => {
    expect(priceFor('1234.5678', '20.00', [decimal('10'), decimal('5')])).toMatchObject({
      salePrice: '1234.57',
      salePriceWithVat: '1481.48',
      discountRate: '14.50',
      discountedPrice: '1055.56',
      discountedPriceWithVat: '1266.67',
    });
    expect(priceFor('19.99', '8', [])).toMatchObject({
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

describe('priceLine', () => {
  it('cascades the customer rates and then the payment method rate, rounding once', () => {
    // 123.4567 x 0.90 x 0.95 x 0.98 = 103.44... -> 103.44
    const p = priceLine({
      listPrice: '123.4567',
      vatRate: '20',
      expenseCost: '0',
      quantity: 3,
      customerRates: ['10', '5'],
      paymentMethodRate: '2.00',
    });
    expect(p.salePrice).toBe('123.46');
    expect(p.discountRates).toEqual(['10.00', '5.00', '2.00']);
    expect(p.discountedPrice).toBe('103.44');
    expect(p.gross).toBe('370.38');
    expect(p.net).toBe('310.32');
    expect(p.discount).toBe('60.06');
    expect(p.vat).toBe('62.06'); // 310.32 x 0.20 = 62.064
    expect(p.total).toBe('372.38');
  });

  it('leaves out zero rates and a zero payment method rate', () => {
    const p = priceLine({
      listPrice: '10',
      vatRate: '18',
      expenseCost: '0',
      quantity: 1,
      customerRates: ['0', '10'],
      paymentMethodRate: '0.00',
    });
    expect(p.discountRates).toEqual(['10.00']);
    expect(p.discountedPrice).toBe('9.00');
  });

  it('adds the expense per unit and taxes it with the line', () => {
    const p = priceLine({
      listPrice: '1000',
      vatRate: '20',
      expenseCost: '12.3456',
      quantity: 4,
      customerRates: [],
      paymentMethodRate: null,
    });
    expect(p.expense).toBe('49.38'); // 49.3824
    expect(p.vat).toBe('809.88'); // (4000 + 49.38) x 0.2 = 809.876
    expect(p.total).toBe('4859.26');
  });

  it('rounds half away from zero', () => {
    // 0.125 -> 0.13 on the price; 1.005 x 1 = 1.01
    expect(
      priceLine({ listPrice: '0.125', vatRate: '0', expenseCost: '0', quantity: 1, customerRates: [], paymentMethodRate: null }).salePrice,
    ).toBe('0.13');
    expect(
      priceLine({ listPrice: '2.01', vatRate: '0', expenseCost: '0', quantity: 1, customerRates: ['50'], paymentMethodRate: null })
        .discountedPrice,
    ).toBe('1.01');
  });
});

describe('sumLines reconciles to the cent', () => {
  it('totals equal the sum of the rounded lines, and net + expense + vat = total', () => {
    const lines = Array.from({ length: 37 }, (_, i) =>
      priceLine({
        listPrice: `${(i * 7.3171 + 1.0003).toFixed(4)}`,
        vatRate: i % 3 === 0 ? '8' : '20',
        expenseCost: i % 4 === 0 ? '3.3333' : '0',
        quantity: (i % 5) + 1,
        customerRates: ['12.5', '3'],
        paymentMethodRate: i % 2 ? '1.75' : null,
      }),
    );
    const t = sumLines(lines);
    const sum = (k: 'gross' | 'net' | 'expense' | 'vat' | 'total' | 'discount') =>
      format(lines.reduce((acc, l) => add(acc, decimal(l[k])), decimal('0')));
    expect(t.gross).toBe(sum('gross'));
    expect(t.net).toBe(sum('net'));
    expect(t.expense).toBe(sum('expense'));
    expect(t.vat).toBe(sum('vat'));
    expect(t.total).toBe(sum('total'));
    expect(t.discount).toBe(sum('discount'));
    expect(format(add(add(decimal(t.net), decimal(t.expense)), decimal(t.vat)))).toBe(t.total);
    expect(format(add(decimal(t.net), decimal(t.discount)))).toBe(t.gross);
  });

  it('is zero for no lines', () => {
    expect(sumLines([])).toEqual({ gross: '0.00', discount: '0.00', net: '0.00', expense: '0.00', vat: '0.00', total: '0.00' });
  });
});
