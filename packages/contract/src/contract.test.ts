import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  buildPath,
  CULTURES,
  ERRORS,
  endpoints,
  errorMessage,
  normalizeCulture,
  PasswordSchema,
  PERMISSION_CODES,
  PERMISSION_GROUPS,
  safeTextCheck,
  text,
  toRouterPath,
  UNSAFE_TEXT_ISSUE,
  type ValidationIssue,
  validationIssueMessage,
} from './index';

const specFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/spec/endpoints.tsv');

describe('endpoint table', () => {
  it('has unique ids and unique method+path pairs', () => {
    expect(new Set(endpoints.map((e) => e.id)).size).toBe(endpoints.length);
    expect(new Set(endpoints.map((e) => `${e.method} ${e.path}`)).size).toBe(endpoints.length);
  });

  it('declares only calls of the spec, at exactly its paths', () => {
    let spec: string[];
    try {
      spec = readFileSync(specFile, 'utf8')
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => {
          const [method, p] = line.split('\t');
          return `${method} ${p}`;
        });
    } catch {
      return; // the spec folder sits beside the repository in our workspace only
    }
    for (const ep of endpoints.filter((e) => !e.extension)) expect(spec).toContain(`${ep.method} ${ep.path}`);
  });

  it('gives every non-public endpoint a rule and every 200 a response schema', () => {
    for (const ep of endpoints) {
      if (ep.status === 200 && !ep.download && !ep.feed) expect(ep.response, ep.id).toBeDefined();
      expect(ep.path.startsWith('/api/')).toBe(true);
    }
  });
});

describe('paths', () => {
  it('fills parameters and refuses missing ones (spec 01 §5)', () => {
    expect(buildPath('/api/auths/{token}/change-password', { token: 'a b' })).toBe('/api/auths/a%20b/change-password');
    expect(() => buildPath('/api/auths/{token}/change-password', {})).toThrow("The parameter 'token' must be defined.");
    expect(toRouterPath('/api/orders/{orderId}/items/{orderLineId}/cancellation')).toBe(
      '/api/orders/:orderId/items/:orderLineId/cancellation',
    );
  });
});

describe('errors', () => {
  it('has a message in every language for every code', () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      for (const culture of CULTURES) expect(entry[culture], `${code}.${culture}`).toBeTruthy();
    }
  });

  it('fills placeholders and falls back to Turkish', () => {
    expect(errorMessage('TOO_MANY_ATTEMPTS', 'en', { minutes: 15 })).toContain('15 minutes');
    expect(normalizeCulture('de-DE')).toBe('de');
    expect(normalizeCulture('fr')).toBe('tr');
    expect(normalizeCulture(undefined)).toBe('tr');
  });
});

describe('permissions', () => {
  it('groups name only existing codes', () => {
    for (const codes of Object.values(PERMISSION_GROUPS)) for (const code of codes) expect(PERMISSION_CODES).toContain(code);
  });
});

describe('password rules (spec 01 §5)', () => {
  it.each([
    ['Short1', 'validation.passwordMin'],
    ['alllowercase1', 'validation.passwordUpper'],
    ['ALLUPPERCASE1', 'validation.passwordLower'],
    ['NoDigitsHere', 'validation.passwordDigit'],
  ])('%s fails with %s', (password, message) => {
    const result = PasswordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('accepts a good password', () => {
    expect(PasswordSchema.safeParse('Demo1234').success).toBe(true);
  });
});

describe('text input (every string of a request is checked once, here)', () => {
  /** Every string schema inside a schema, with where it sits. */
  function strings(schema: unknown, where: string, seen = new Set<unknown>()): Array<{ where: string; schema: z.ZodType }> {
    if (!schema || seen.has(schema)) return [];
    seen.add(schema);
    const def = (schema as { _zod: { def: Record<string, any> } })._zod.def;
    switch (def.type) {
      case 'string':
        return [{ where, schema: schema as z.ZodType }];
      case 'object':
        return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) => strings(v, `${where}.${k}`, seen));
      case 'array':
        return strings(def.element, `${where}[]`, seen);
      case 'pipe':
        return [...strings(def.in, where, seen), ...strings(def.out, where, seen)];
      case 'union':
        return (def.options as unknown[]).flatMap((o) => strings(o, where, seen));
      case 'record':
        return [...strings(def.keyType, `${where}{key}`, seen), ...strings(def.valueType, `${where}{}`, seen)];
      case 'lazy':
        return strings(def.getter(), where, seen);
      default:
        return def.innerType ? strings(def.innerType, where, seen) : [];
    }
  }

  it('every body, query and path string of the endpoint table refuses NUL and lone surrogates', () => {
    const inputs = endpoints.flatMap((ep) =>
      (['params', 'query', 'body'] as const).flatMap((part) => strings(ep[part], `${ep.id} ${part}`)),
    );
    expect(inputs.length).toBeGreaterThan(100);
    const unchecked = inputs.filter(({ schema }) => {
      const def = (schema as unknown as { _zod: { def: { format?: string; checks?: unknown[] } } })._zod.def;
      // Formats (uuid, email, ISO dates) have their own strict patterns; plain strings carry the check.
      if (def.format) return ['a\u0000', 'a\ud800', '\udc00'].some((v) => schema.safeParse(v).success);
      return !def.checks?.includes(safeTextCheck);
    });
    expect(unchecked.map((u) => u.where)).toEqual([]);
  });

  it('text() refuses NUL and unpaired surrogates, keeps pairs', () => {
    const s = text().trim().max(10);
    for (const bad of ['a\u0000', '\ud800', 'a\ud800b', '\udc00x', 'x\udfff']) {
      expect(s.safeParse(bad).error?.issues).toEqual([expect.objectContaining({ code: 'custom', params: { issue: UNSAFE_TEXT_ISSUE } })]);
    }
    expect(s.safeParse(' 😀 ö ').data).toBe('😀 ö');
  });
});

describe('validation messages', () => {
  const issues: ValidationIssue[] = [
    { code: 'invalid_type', expected: 'number', input: 'x' },
    { code: 'invalid_type', expected: 'int', input: 1.5 },
    { code: 'invalid_type', expected: 'object', input: [] },
    { code: 'invalid_type', expected: 'boolean', input: null },
    { code: 'invalid_type', expected: 'string' },
    { code: 'too_small', origin: 'string', minimum: 1 },
    { code: 'too_small', origin: 'number', minimum: 0, inclusive: false },
    { code: 'too_big', origin: 'array', maximum: 5 },
    { code: 'invalid_format', format: 'uuid' },
    { code: 'invalid_value', values: ['a', 'b'] },
    { code: 'unrecognized_keys', keys: ['x'] },
    { code: 'custom', params: { issue: UNSAFE_TEXT_ISSUE } },
    { code: 'custom', params: { issue: 'DATE_RANGE' } },
    { code: 'invalid_union' },
  ];

  it('word every issue in tr and de without English type names', () => {
    for (const issue of issues) {
      for (const culture of ['tr', 'de'] as const) {
        const message = validationIssueMessage(issue, culture);
        expect(message).not.toMatch(/\b(string|number|int|boolean|object|array|undefined|expected|received|Invalid)\b/);
        expect(message).not.toBe(validationIssueMessage(issue, 'en'));
      }
    }
  });

  it('name the expected and the sent type', () => {
    expect(validationIssueMessage({ code: 'invalid_type', expected: 'number', input: 'x' }, 'tr')).toBe(
      'Beklenen: sayı; gönderilen: metin.',
    );
    expect(validationIssueMessage({ code: 'invalid_type', expected: 'number', input: 'x' }, 'de')).toBe('Erwartet: Zahl; erhalten: Text.');
    expect(validationIssueMessage({ code: 'invalid_type', expected: 'number' }, 'en')).toBe('This field is required.');
  });
});
