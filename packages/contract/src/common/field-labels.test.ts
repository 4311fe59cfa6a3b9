import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-labels';

describe('field labels', () => {
  it('names a field as a person knows it, by the last name of its path, whatever its case', () => {
    expect(fieldLabel('paymentOrderId', 'tr')).toBe('Ödeme numarası');
    expect(fieldLabel('items.2.quantity', 'de')).toBe('Menge');
    expect(fieldLabel('PageNumber', 'en')).toBe('Page');
  });

  it('has no label for a JSON name a person would not know (the message leaves it out)', () => {
    expect(fieldLabel('erpLineRef', 'tr')).toBeNull();
    expect(fieldLabel('body', 'en')).toBe('Content');
    expect(fieldLabel('', 'en')).toBeNull();
    expect(fieldLabel('3', 'en')).toBeNull();
  });
});
