import { DEFAULT_PASSWORD_PATTERN } from '@dealerport/contract';
import { describe, expect, it } from 'vitest';
import { checkAdminPattern, compileSafePattern } from './safe-pattern';

/** Issue 11 finding 5: 15 s of backtracking with 25 letters in JavaScript's engine; with 100, years. */
const EVIL = '^([A-Za-z0-9]+)+$';
const EVIL_INPUT = `Aa1${'a'.repeat(100)}!`;

describe('compileSafePattern', () => {
  it('answers like JavaScript on the policies administrators write, leading look-aheads included', () => {
    const patterns = [
      DEFAULT_PASSWORD_PATTERN,
      '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).{8,}$',
      '^(?!.*password)(?=.*\\d).{10,}$',
      '^(?=.*[(])(?=.*[\\])]).*$',
      '^.{8,}$',
      '[0-9]',
      '.*',
      '^[A-Za-z0-9!@#$%]{8,64}$',
    ];
    const inputs = ['', 'Plain1234', 'Plain1234!', 'plain', 'Password123', 'mypassword1234', 'xx(yy]zz', 'a)b(', 'ABCDEFGH1', 'Ünïcödé12'];
    for (const source of patterns) {
      const safe = compileSafePattern(source);
      expect(safe, source).not.toBeNull();
      for (const text of inputs) expect(safe!.test(text), `${source} on ${text}`).toBe(new RegExp(source).test(text));
    }
  });

  it('runs a catastrophic pattern in linear time (this test would never end on a backtracking engine)', () => {
    const safe = compileSafePattern(EVIL);
    expect(safe!.test(EVIL_INPUT)).toBe(false);
    expect(safe!.test('Aa1aaaa')).toBe(true);
  });

  it('does not compile what RE2 cannot run in linear time, nor invalid syntax', () => {
    for (const source of ['(a)\\1', '(?<=a)b', 'a(?=b)', '^a(?=b)', '([a-z', '^(?=a'])
      expect(compileSafePattern(source), source).toBeNull();
  });
});

describe('checkAdminPattern', () => {
  it('lets ordinary policies through', () => {
    expect(checkAdminPattern(DEFAULT_PASSWORD_PATTERN)).toBeNull();
    expect(checkAdminPattern('^.{8,}$')).toBeNull();
  });
  it('calls invalid syntax invalid and nested repetition or back-references unsafe', () => {
    expect(checkAdminPattern('([a-z')).toBe('invalid');
    for (const source of [EVIL, '^(\\w+\\s?)+$', '(a)\\1', '(?<=a)b']) expect(checkAdminPattern(source), source).toBe('unsafe');
  });
});
