import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/money';
import { cartCategories } from '../components/PaymentMethodsPanel';
import { proposedAddress } from '../hooks/use-checkout';
import { address, cartLine } from '../test-fixtures';

describe('cartCategories', () => {
  it('groups the lines by their top-level category, in line order, with the method the lines carry', () => {
    const lines = [
      cartLine({ categoryId: 11, paymentMethodCode: null }),
      cartLine({ id: 2, categoryId: 20, paymentMethodCode: 'CARD' }),
      cartLine({ id: 3, categoryId: 12, paymentMethodCode: 'TERM30' }),
    ];
    const top: Record<number, { id: number; name: string }> = {
      11: { id: 10, name: 'Tyres' },
      12: { id: 10, name: 'Tyres' },
      20: { id: 20, name: 'Rims' },
    };
    expect(cartCategories(lines, (id) => top[id] ?? null)).toEqual([
      { category: { id: 10, name: 'Tyres' }, paymentMethodCode: 'TERM30' },
      { category: { id: 20, name: 'Rims' }, paymentMethodCode: 'CARD' },
    ]);
    // without the catalogue's tree: the line's own category
    expect(cartCategories([cartLine({ categoryId: 11 })]).map((g) => g.category.id)).toEqual([11]);
  });
});

describe('proposedAddress', () => {
  const main = address({ id: 'a-1', code: 'MERKEZ', isDefault: false });
  const depot = address({ id: 'a-2', code: 'DEPO', isDefault: true });
  it("takes the cart's address, else the default, else the first", () => {
    expect(proposedAddress([main, depot], 'a-1')?.code).toBe('MERKEZ');
    expect(proposedAddress([main, depot], null)?.code).toBe('DEPO');
    expect(proposedAddress([main], 'gone')?.code).toBe('MERKEZ');
    expect(proposedAddress([], null)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('formats decimal strings exactly, in the locale and currency', () => {
    expect(formatMoney('1234567.89', 'en', 'EUR')).toBe('€1,234,567.89');
    expect(formatMoney('1234567.89', 'de', 'EUR')).toBe('1.234.567,89\u00a0€');
    expect(formatMoney('99999999999999.99', 'en', 'EUR')).toBe('€99,999,999,999,999.99');
    expect(formatMoney('-0.50', 'en', 'EUR')).toBe('-€0.50');
    expect(formatMoney('12.5', 'en', null)).toBe('12.50');
    expect(formatMoney(null, 'en', 'EUR')).toBe('—');
  });
});
