import { describe, expect, it } from 'vitest';
import { currenciesOf } from './period';

describe('dashboard period', () => {
  it('currencies with the most rows first', () => {
    expect(currenciesOf([{ currency: 'EUR' }, { currency: 'TRY' }, { currency: 'TRY' }])).toEqual(['TRY', 'EUR']);
  });
});
