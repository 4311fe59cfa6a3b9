import { describe, expect, it } from 'vitest';
import { eventLabel, insertAt, variableToken } from './email-templates';

describe('email template helpers', () => {
  it('puts a variable in place of the selection, or at the end without one', () => {
    expect(insertAt('Hello !', 6, 6, variableToken('name'))).toEqual({ value: 'Hello {{ name }}!', caret: 16 });
    expect(insertAt('Hello XX', 6, 8, '{{ name }}')).toEqual({ value: 'Hello {{ name }}', caret: 16 });
    expect(insertAt('Hi ', null, null, '{{ name }}')).toEqual({ value: 'Hi {{ name }}', caret: 13 });
  });

  it('names an event in the reader language, else by its technical name', () => {
    const types = [
      { eventName: 'PasswordReset', groupName: 'account', name: 'Şifre sıfırlama', recipient: 'x', categorized: false, variables: [] },
    ];
    expect(eventLabel(types, 'PasswordReset')).toBe('Şifre sıfırlama');
    expect(eventLabel(types, 'OrderCancelled')).toBe('OrderCancelled');
  });
});
