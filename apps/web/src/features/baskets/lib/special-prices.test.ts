import { describe, expect, it } from 'vitest';
import { cart, cartLine } from '../test-fixtures';
import { specialCart } from './special-prices';

// 10 % on category 11, 50 % on category 20, then 1.00 fixed; cents in, cents out.
const rule = (cents: bigint, categoryId: number) => cents + (cents * (categoryId === 20 ? 50n : 10n)) / 100n + 100n;

describe('specialCart', () => {
  it('marks up the unit prices and works the line totals and the summary out again, to the cent', () => {
    const lines = [
      cartLine(),
      cartLine({
        id: 2,
        productId: 201,
        categoryId: 20,
        salePrice: '50.00',
        discountedPrice: '45.00',
        quantity: 2,
        expenseCostPrice: '0.00',
      }),
    ];
    const { lines: shown, summary } = specialCart(lines, cart(lines).cartSummary, rule);
    // 100.00 -> 111.00; 85.50 -> 95.05 (8.55 + 1.00); x4 = 380.20; + expense 8.00 = 388.20; VAT 20 % = 77.64
    expect(shown[0]).toMatchObject({
      salePrice: '111.00',
      discountedPrice: '95.05',
      lineTotal: '388.20',
      lineVat: '77.64',
      lineTotalWithVat: '465.84',
      expenseCostPrice: '8.00',
      discountRates: ['10.00', '5.00'],
    });
    // 50.00 -> 76.00; 45.00 -> 68.50; x2 = 137.00; VAT 27.40
    expect(shown[1]).toMatchObject({
      salePrice: '76.00',
      discountedPrice: '68.50',
      lineTotal: '137.00',
      lineVat: '27.40',
      lineTotalWithVat: '164.40',
    });
    expect(summary).toMatchObject({
      totalPrice: '596.00',
      totalDiscountedPrice: '517.20',
      totalDiscountPrice: '78.80',
      totalExpenseCostPrice: '8.00',
      totalVatPrice: '105.04',
      totalWithVatDiscountedPrice: '630.24',
      currency: 'EUR',
      canPlaceOrder: true,
    });
  });

  it('leaves lines without prices as they are and out of the totals', () => {
    const hidden = cartLine({
      id: 3,
      salePrice: null,
      discountedPrice: null,
      expenseCostPrice: null,
      lineTotal: null,
      lineVat: null,
      lineTotalWithVat: null,
      discountRates: [],
    });
    const { lines, summary } = specialCart([hidden], cart([hidden]).cartSummary, rule);
    expect(lines[0]).toBe(hidden);
    expect(summary).toMatchObject({ totalPrice: '0.00', totalWithVatDiscountedPrice: '0.00' });
  });

  it('marks up the price before the campaign as the price itself, and leaves it out when no campaign lowers the price', () => {
    const lines = [cartLine({ campaign: 'Winter weeks', priceBeforeCampaign: '90.00' }), cartLine({ id: 2, productId: 201 })];
    const { lines: shown } = specialCart(lines, cart(lines).cartSummary, rule);
    // 90.00 -> 100.00 (9.00 + 1.00), beside 85.50 -> 95.05
    expect(shown[0]).toMatchObject({ priceBeforeCampaign: '100.00', discountedPrice: '95.05', campaign: 'Winter weeks' });
    expect(shown[1]?.priceBeforeCampaign).toBeNull();
  });
});
