import { DEFAULT_PASSWORD_PATTERN } from '@dealerport/contract';
import { describe, expect, it } from 'vitest';
import { checkAdminPattern, compileSafePattern, hasOverlappingRepeatedAlternation } from './safe-pattern';

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

/** Policies administrators write: classes, counts, leading look-aheads, alternations that cannot overlap. */
const ORDINARY_POLICIES = [
  DEFAULT_PASSWORD_PATTERN,
  '^.{8,}$',
  '^(?=.*[a-z])(?=.*\\d).{8,}$',
  '^[A-Za-z0-9!@#]{8,32}$',
  '^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[^A-Za-z0-9]).{10,}$',
  '^(?!.*password)(?=.*(\\d|[!@#$%])).{10,}$',
  '^([a-z]|[A-Z]|\\d){8,}$',
  '^(\\w|-){8,64}$',
  '^(ab|a)?x$',
];

describe('checkAdminPattern', () => {
  it('lets ordinary policies through', () => {
    for (const source of ORDINARY_POLICIES) expect(checkAdminPattern(source), source).toBeNull();
  });
  it('calls invalid syntax invalid and nested repetition or back-references unsafe', () => {
    expect(checkAdminPattern('([a-z')).toBe('invalid');
    for (const source of [EVIL, '^(\\w+\\s?)+$', '(a)\\1', '(?<=a)b']) expect(checkAdminPattern(source), source).toBe('unsafe');
  });
});

describe('a repeated alternation whose branches overlap', () => {
  // Each round may take either branch: on a text that finally fails a backtracking engine tries 2^n ways
  // (`^(a|a)*$` on 24 letters and a `!`: 0.75 s in V8, doubling per letter), as with nested repetition.
  const OVERLAPPING = [
    '^(a|a)*$',
    '^(a|aa)+$',
    '^(\\d|[0-9])+$',
    '^(?:a|.){2,}$',
    '^(a|b|ab){1,20}$',
    '^(x(a|ab))*$',
    '^(\\w|\\d)+$',
    '^([^a]|b)*$',
    '^(?:(?:a|)a)*$',
  ];

  it('is refused as unsafe, like nested repetition', () => {
    for (const source of [...OVERLAPPING, '(a+)+', EVIL]) expect(checkAdminPattern(source), source).toBe('unsafe');
  });

  it('is found in every shape of repetition, and only there', () => {
    for (const source of OVERLAPPING) expect(hasOverlappingRepeatedAlternation(source), source).toBe(true);
    // Not repeated, or at most once: each branch is tried once, nothing multiplies.
    for (const source of ['^(a|a)$', '^(a|aa)?$', '^(a|.){1}$', '^(a|.){0,1}$', 'a|a'])
      expect(hasOverlappingRepeatedAlternation(source), source).toBe(false);
    // Branches that start differently, whatever follows them.
    for (const source of ['^(a|b)*$', '^(ab|ba)+$', '^([a-z]|\\d){2,8}$', '^(\\w|-)+$'])
      expect(hasOverlappingRepeatedAlternation(source), source).toBe(false);
    // Nested repetition is safe-regex2's to find; this check looks at alternations only.
    expect(hasOverlappingRepeatedAlternation('(a+)+')).toBe(false);
  });

  it('never refuses an ordinary policy', () => {
    for (const source of ORDINARY_POLICIES) expect(hasOverlappingRepeatedAlternation(source), source).toBe(false);
  });
});
